import { lazy, Suspense, useState } from 'react';
import { loadArea } from '#lib/i18n/catalogues.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';

/** The dialog's code and its words (the `contact` area, decision 264), fetched together. */
const loadDialog = () =>
  Promise.all([import('./contact-dialog.tsx'), loadArea('contact')]).then(([module]) => module);
const ContactDialog = lazy(() => loadDialog().then((m) => ({ default: m.ContactDialog })));
const preload = () => void loadDialog().catch(() => undefined);

/**
 * "Contact Us" (spec §2): a button that opens the Contact Us dialog. The dialog's code is fetched when
 * the visitor points at, focuses or presses the button, not with the page (decision 084).
 */
export function ContactUsButton({ className }: { className?: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('footer.contactUs')}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <ContactDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
