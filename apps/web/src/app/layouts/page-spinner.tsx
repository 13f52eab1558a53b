import { Spinner } from '#components/ui/spinner.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';

/** A centred spinner filling the page while something essential loads. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <div className="flex min-h-[50dvh] flex-1 items-center justify-center text-mint-300">
      <Spinner label={label ?? t('layout.loading')} className="size-10" />
    </div>
  );
}
