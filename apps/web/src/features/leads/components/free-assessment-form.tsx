import { zodResolver } from '@hookform/resolvers/zod';
import { LEAD_MESSAGES, type LeadRequest, type LeadResult, leadFormSchema } from '@homie/contracts/leads';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { useCreateLead } from '../api/create-lead.ts';

type FormInput = z.input<typeof leadFormSchema>;
type FormOutput = z.output<typeof leadFormSchema>;

interface FreeAssessmentFormProps {
  address: LeadRequest['address'];
  /** The figures the owner is looking at, stored with the lead. */
  result: Partial<LeadResult>;
  /** The heading, naming the year after the analysed roll year (VERDICT_TEXT.freeAssessment, issue 15). */
  title: string;
}

/** "Sign up for a free 2026 assessment!" (spec §2): Email and Phone, both required; stores a lead. */
export function FreeAssessmentForm({ address, result, title }: FreeAssessmentFormProps) {
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
          {mutation.data.message}
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        >
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            markRequired
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            markRequired
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <Button type="submit" isLoading={mutation.isPending} className="sm:mt-7">
            {mutation.isPending ? LEAD_MESSAGES.submitting : LEAD_MESSAGES.submit}
          </Button>
          {mutation.isError && (
            <Alert variant="error" className="sm:col-span-3">
              {mutation.error.message}
            </Alert>
          )}
        </form>
      )}
    </section>
  );
}
