import { parseIsoDate } from '@homie/contracts/appeals-dates';
import type { Watch } from '@homie/contracts/watches';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useOrders } from '#features/payments/api/get-orders.ts';
import { ErrorWords } from '#lib/i18n/error-words.tsx';
import { formatLongDate, useI18n } from '#lib/i18n/i18n.tsx';
import { useRemoveWatch, useWatches, useWatchHome } from '../api/watches.ts';

/** An API day (YYYY-MM-DD) as the locale's long date ("November 30, 2026" in English). */
function useDateText() {
  const { intl } = useI18n();
  return (iso: string) => {
    const date = parseIsoDate(iso);
    return date ? formatLongDate(intl, date) : iso;
  };
}

/** One watched home: its county's window (and a notice's deadline), and Remove (area `dashboard`, decision 266). */
function WatchedHome({ watch }: { watch: Watch }) {
  const remove = useRemoveWatch();
  const { t } = useI18n();
  const dateText = useDateText();
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-mint-400/20 bg-teal-950/50 p-4">
      <div className="min-w-0">
        <p className="font-semibold text-white">{watch.address}</p>
        <p className="text-sm text-teal-200">
          {t('dashboard.watches.window', {
            county: watch.county_name,
            year: String(watch.roll_year),
            opens: dateText(watch.opens),
            closes: dateText(watch.closes),
          })}
          {watch.status === 'pending' ? t('dashboard.watches.pending') : ''}
        </p>
        {watch.notice && (
          <p className="text-sm text-teal-200">
            {t('dashboard.watches.notice', {
              kind: watch.notice.kind,
              mailed: dateText(watch.notice.mailed_on),
              deadline: dateText(watch.notice.deadline),
            })}
          </p>
        )}
        {remove.isError && (
          <Alert variant="error" className="mt-2">
            <ErrorWords error={remove.error} />
          </Alert>
        )}
      </div>
      <Button
        type="button"
        variant="secondary"
        isLoading={remove.isPending}
        aria-label={t('dashboard.watches.removeNamed', { address: watch.address })}
        onClick={() => remove.mutate(watch.id)}
      >
        {t('dashboard.watches.remove')}
      </Button>
    </li>
  );
}

/** A home of the owner's appeals that is not watched yet: one click watches it. */
function UnwatchedAppealHome({ jobId, address }: { jobId: string; address: string }) {
  const watch = useWatchHome();
  const { t } = useI18n();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-mint-400/20 p-4">
      <span className="text-teal-100">{address}</span>
      <Button
        type="button"
        variant="secondary"
        isLoading={watch.isPending}
        aria-label={t('dashboard.watches.watchNamed', { address })}
        onClick={() => watch.mutate({ job_id: jobId })}
      >
        {t('dashboard.watches.watch')}
      </Button>
      {watch.isError && (
        <Alert variant="error" className="w-full">
          <ErrorWords error={watch.error} />
        </Alert>
      )}
    </li>
  );
}

/** "Watched homes" on the signed-in dashboard (issue 52): each with its county's window, and Remove. */
export function WatchedHomes() {
  const watches = useWatches();
  const orders = useOrders();
  const { t, rich } = useI18n();
  const watchedJobs = new Set(watches.data?.map((w) => w.job_id));
  const watchedAddresses = new Set(watches.data?.map((w) => w.address));
  const unwatched = watches.isSuccess
    ? [...new Map((orders.data ?? []).map((o) => [o.property.address, o])).values()].filter(
        (o) => !watchedJobs.has(o.history_id) && !watchedAddresses.has(o.property.address),
      )
    : [];
  return (
    <section aria-labelledby="watched-homes-title" className="mb-8 flex flex-col gap-4">
      <h2 id="watched-homes-title" className="text-2xl font-bold text-white">
        {t('dashboard.watches.heading')}
      </h2>
      {watches.isPending ? (
        <Spinner label={t('dashboard.watches.loading')} className="size-6" />
      ) : watches.isError ? (
        <Alert variant="error">
          {rich('dashboard.watches.loadFailed', { reason: <ErrorWords error={watches.error} /> })}
        </Alert>
      ) : watches.data.length === 0 ? (
        <p className="text-teal-200">
          {t('dashboard.watches.empty', { action: t('dashboard.watches.watch') })}
        </p>
      ) : (
        <ul className="grid gap-3">
          {watches.data.map((watch) => (
            <WatchedHome key={watch.id} watch={watch} />
          ))}
        </ul>
      )}
      {unwatched.length > 0 && (
        <>
          <h3 className="text-lg font-bold text-white">{t('dashboard.watches.unwatchedHeading')}</h3>
          <ul className="grid gap-3">
            {unwatched.map((order) => (
              <UnwatchedAppealHome
                key={order.history_id}
                jobId={order.history_id}
                address={order.property.address}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
