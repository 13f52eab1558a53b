import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_MAX } from '@homie/contracts/auth-constants';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX,
  type ContactForm,
  contactFormSchema,
} from '@homie/contracts/contact';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogContent } from '#components/ui/dialog.tsx';
import { TextAreaField, TextField } from '#components/ui/field.tsx';
import type { ApiError } from '#lib/api-client.ts';
import { cn } from '#lib/cn.ts';
import { useErrorText } from '#lib/i18n/error-text.ts';
import { type MessageId, useI18n } from '#lib/i18n/i18n.tsx';
import { useSendContactMessage } from '../api/send-contact-message.ts';

type Status = { text: string; tone: 'neutral' | 'success' | 'error' };

/** The form's checks (the contract's schema, known by its texts) in the catalogue (decision 264). */
const CHECKS: Record<string, [MessageId, Record<string, number>?]> = {
  [CONTACT_MESSAGES.nameRequired]: ['contact.check.nameRequired'],
  [CONTACT_MESSAGES.nameTooLong]: ['contact.check.nameTooLong', { max: CONTACT_NAME_MAX }],
  [CONTACT_MESSAGES.emailRequired]: ['contact.check.emailRequired'],
  [CONTACT_MESSAGES.invalidEmail]: ['contact.check.invalidEmail'],
  [CONTACT_MESSAGES.emailTooLong]: ['contact.check.emailTooLong', { max: EMAIL_MAX }],
  [CONTACT_MESSAGES.messageRequired]: ['contact.check.messageRequired'],
  [CONTACT_MESSAGES.messageTooLong]: ['contact.check.messageTooLong', { max: CONTACT_MESSAGE_MAX }],
};

const emptyForm: ContactForm = { name: '', email: '', message: '' };

/**
 * The Contact Us dialog (spec §2, §4), controlled by its opener (`ContactUsButton`, which loads this
 * code on first use). Focus returns to the opener when it closes.
 */
export function ContactDialog({
  open: isOpen,
  onOpenChange: setOpen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [status, setStatus] = useState<Status | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const sendMutation = useSendContactMessage();
  const form = useForm<ContactForm>({ resolver: zodResolver(contactFormSchema), defaultValues: emptyForm });
  const { errors } = form.formState;
  const { t, locale } = useI18n();
  const errorText = useErrorText();
  const check = (message: string | undefined) => {
    const found = message === undefined ? undefined : CHECKS[message];
    return found ? t(found[0], found[1]) : message;
  };

  const onOpenChange = (open: boolean) => {
    setOpen(open);
    if (!open) {
      setStatus(null);
      form.clearErrors();
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus({ text: t('contact.sending'), tone: 'neutral' });
    try {
      await sendMutation.mutateAsync({ ...values, website: honeypot.current?.value ?? '' });
      setStatus({ text: t('contact.sent'), tone: 'success' });
      form.reset();
    } catch (error) {
      // English shows the server's words (spec §8); another language its code's, else the spec's default.
      const code = (error as Partial<ApiError>).code;
      const text =
        locale === 'en' && error instanceof Error
          ? error.message
          : code
            ? errorText('', code)
            : t('contact.failed');
      setStatus({ text, tone: 'error' });
    }
  });

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('contact.title')}
        description={t('contact.description')}
        closeLabel={t('contact.close')}
        className="max-w-[425px]"
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('contact.form')}>
          <TextField
            label={t('contact.name')}
            autoComplete="name"
            aria-required="true"
            error={check(errors.name?.message)}
            {...form.register('name')}
          />
          <TextField
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            aria-required="true"
            error={check(errors.email?.message)}
            {...form.register('email')}
          />
          <TextAreaField
            label={t('contact.message')}
            rows={4}
            aria-required="true"
            error={check(errors.message?.message)}
            {...form.register('message')}
          />
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label>
              Website
              <input
                ref={honeypot}
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </label>
          </div>
          <p
            role="status"
            className={cn(
              'min-h-5 text-sm',
              status?.tone === 'success' && 'text-mint-300',
              status?.tone === 'error' && 'text-red-300',
              status?.tone === 'neutral' && 'text-teal-200',
            )}
          >
            {status?.text}
          </p>
          <Button type="submit" size="lg" isLoading={sendMutation.isPending}>
            {t('contact.send')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
