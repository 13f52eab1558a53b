import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TOUR_API, type TourCapture } from '@homie/contracts/tour';
import { request } from '#lib/api-client.ts';
import { capturesQueryKey, useCaptureUserKey } from './get-captures.ts';

/** DELETE /api/tour/captures/{id}/: removes a capture and its image for good. */
export async function deleteCapture(id: string): Promise<void> {
  await request(TOUR_API.capture(id), { auth: true, method: 'DELETE' });
}

export function useDeleteCapture() {
  const queryClient = useQueryClient();
  const userKey = useCaptureUserKey();
  return useMutation({
    mutationFn: deleteCapture,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<TourCapture[]>(capturesQueryKey(userKey), (list) =>
        list?.filter((c) => c.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: capturesQueryKey(userKey) });
    },
  });
}
