import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LanguageResponse } from '@homie/contracts/auth';
import { AUTH_API } from '@homie/contracts/auth-constants';
import type { Locale } from '@homie/contracts/locales';
import { request } from '#lib/api-client.ts';

/** PUT /api/auth/language/ (signed in): the account keeps the owner's language (decision 253). */
export async function updateLanguage(language: Locale): Promise<LanguageResponse> {
  const { languageResponseSchema } = await import('@homie/contracts/auth');
  return request(AUTH_API.language, {
    auth: true,
    method: 'PUT',
    body: { language },
    schema: languageResponseSchema,
  });
}

/** Stores the choice; the cached profile says it at once. A failure leaves the cookie's choice in force. */
export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: ({ language }) =>
      queryClient.setQueriesData<{ language?: Locale | null }>(
        { queryKey: ['auth', 'profile'] },
        (profile) => (profile ? { ...profile, language } : profile),
      ),
    onError: (error) => console.warn('Could not store the language on the account', error),
  });
}
