import { zodResolver } from '@hookform/resolvers/zod';
import { LEAD_MESSAGES, type LeadRequest, type LeadResult, leadFormSchema } from '@homie/contracts/leads';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { ApiError } from '#lib/api-client.ts';
import { useErrorText } from '#lib/i18n/error-text.ts';
import { type MessageId, useI18n } from '#lib/i18n/i18n.tsx';
import { useCreateLead } from '../api/create-lead.ts';

type FormInput = z.input<typeof leadFormSchema>;
type FormOutput = z.output<typeof leadFormSchema>;

/** The contract's texts for this form, each its catalogue message (the same words in English). */
const LEAD_TEXT: Record<string, MessageId> = {
  [LEAD_MESSAGES.emailRequired]: 'lead.emailRequired',
  [LEAD_MESSAGES.invalidEmail]: 'lead.invalidEmail',
  [LEAD_MESSAGES.phoneRequired]: 'lead.phoneRequired',
  [LEAD_MESSAGES.invalidPhone]: 'lead.invalidPhone',
  [LEAD_MESSAGES.failed]: 'lead.failed',
};

interface FreeAssessmentFormProps {
  address: LeadRequest['address'];
  /** The figures the owner is looking at, stored with the lead. */
  result: Partial<LeadResult>;
  /** The heading, naming the year after the analysed roll year (VERDICT_TEXT.freeAssessment, issue 15). */
  title: string;
}

/** "Sign up for a free 2026 assessment!" (spec §2): Email and Phone, both required; stores a lead. */
export function FreeAssessmentForm({ address, result, title }: FreeAssessmentFormProps) {
  const { t, locale } = useI18n();
  const errorText = useErrorText();
  const words = (message: string | undefined) => {
    const id = message === undefined ? undefined : LEAD_TEXT[message];
    return id ? t(id) : message;
  };
  const mutation = useCreateLead();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(leadFormSchema),
    defaultValues: { email: '', phone: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    mutation.mutate({ email: values.email, phone: values.phone, address, result: { ...result } }),
  );

  return (
    <section
      aria-labelledby="free-assessment"
      className="rounded-xl border border-mint-400/30 bg-teal-950/50 p-4"
    >
      <h3 id="free-assessment" className="text-lg font-bold text-white">
        {title}
      </h3>
      {mutation.isSuccess ? (
        <Alert variant="success" className="mt-3">
          {/* The server's words in English (they name the year); the catalogue's in another language. */}
          {locale === 'en'
            ? mutation.data.message
            : t('lead.confirmed', { email: mutation.variables?.email ?? '' })}
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        >
          <TextField
            label={t('lead.email')}
            type="email"
            autoComplete="email"
            required
            markRequired
            error={words(errors.email?.message)}
            {...form.register('email')}
          />
          <TextField
            label={t('lead.phone')}
            type="tel"
            autoComplete="tel"
            required
            markRequired
            error={words(errors.phone?.message)}
            {...form.register('phone')}
          />
          <Button type="submit" isLoading={mutation.isPending} className="sm:mt-7">
            {mutation.isPending ? t('lead.submitting') : t('lead.submit')}
          </Button>
          {mutation.isError && (
            <Alert variant="error" className="sm:col-span-3">
              {words(
                errorText(
                  mutation.error.message,
                  mutation.error instanceof ApiError ? mutation.error.code : null,
                ),
              )}
            </Alert>
          )}
        </form>
      )}
    </section>
  );
}
