import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_STATUS, type ContactForm, contactFormSchema } from '@homie/contracts/contact';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogContent } from '#components/ui/dialog.tsx';
import { TextAreaField, TextField } from '#components/ui/field.tsx';
import { cn } from '#lib/cn.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

type Status = { text: string; tone: 'neutral' | 'success' | 'error' };

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

  const onOpenChange = (open: boolean) => {
    setOpen(open);
    if (!open) {
      setStatus(null);
      form.clearErrors();
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus({ text: CONTACT_STATUS.sending, tone: 'neutral' });
    try {
      await sendMutation.mutateAsync({ ...values, website: honeypot.current?.value ?? '' });
      setStatus({ text: CONTACT_STATUS.sent, tone: 'success' });
      form.reset();
    } catch (error) {
      setStatus({ text: error instanceof Error ? error.message : CONTACT_STATUS.failed, tone: 'error' });
    }
  });

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent title="Contact Us" description="We'd love to hear from you" className="max-w-[425px]">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Contact us">
          <TextField
            label="Name"
            autoComplete="name"
            aria-required="true"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            aria-required="true"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextAreaField
            label="Message"
            rows={4}
            aria-required="true"
            error={errors.message?.message}
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
            Send Message
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
