import { Spinner } from '#components/ui/spinner.tsx';

/** A centred spinner filling the page while something essential loads. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-[50dvh] flex-1 items-center justify-center text-mint-300">
      <Spinner label={label} className="size-10" />
    </div>
  );
}
