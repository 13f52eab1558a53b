import { longCalendarDate } from '@homie/contracts/appeal-calendar';
import { parseIsoDate } from '@homie/contracts/appeals-dates';
import { NOTICE_LABELS, WATCH_MESSAGES, type Watch } from '@homie/contracts/watches';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useOrders } from '#features/payments/api/get-orders.ts';
import { useRemoveWatch, useWatches, useWatchHome } from '../api/watches.ts';

const dateText = (iso: string) => {
  const date = parseIsoDate(iso);
  return date ? longCalendarDate(date) : iso;
};

function WatchedHome({ watch }: { watch: Watch }) {
  const remove = useRemoveWatch();
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-mint-400/20 bg-teal-950/50 p-4">
      <div className="min-w-0">
        <p className="font-semibold text-white">{watch.address}</p>
        <p className="text-sm text-teal-200">
          {watch.county_name} County · {watch.roll_year} regular appeal window: {dateText(watch.opens)} to{' '}
          {dateText(watch.closes)}
          {watch.status === 'pending' ? ' · waiting for your address to be confirmed' : ''}
        </p>
        {watch.notice && (
          <p className="text-sm text-teal-200">
            {NOTICE_LABELS[watch.notice.kind]} mailed {dateText(watch.notice.mailed_on)}: appeal by{' '}
            {dateText(watch.notice.deadline)}
          </p>
        )}
        {remove.isError && (
          <Alert variant="error" className="mt-2">
            {remove.error.message}
          </Alert>
        )}
      </div>
      <Button
        type="button"
        variant="secondary"
        isLoading={remove.isPending}
        aria-label={`${WATCH_MESSAGES.removeAction} ${watch.address}`}
        onClick={() => remove.mutate(watch.id)}
      >
        {WATCH_MESSAGES.removeAction}
      </Button>
    </li>
  );
}

/** A home of the owner's appeals that is not watched yet: one click watches it. */
function UnwatchedAppealHome({ jobId, address }: { jobId: string; address: string }) {
  const watch = useWatchHome();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-mint-400/20 p-4">
      <span className="text-teal-100">{address}</span>
      <Button
        type="button"
        variant="secondary"
        isLoading={watch.isPending}
        aria-label={`${WATCH_MESSAGES.watchAction}: ${address}`}
        onClick={() => watch.mutate({ job_id: jobId })}
      >
        {WATCH_MESSAGES.watchAction}
      </Button>
      {watch.isError && (
        <Alert variant="error" className="w-full">
          {watch.error.message}
        </Alert>
      )}
    </li>
  );
}

/** "Watched homes" on the signed-in dashboard (issue 52): each with its county's window, and Remove. */
export function WatchedHomes() {
  const watches = useWatches();
  const orders = useOrders();
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
        Watched homes
      </h2>
      {watches.isPending ? (
        <Spinner label="Loading your watched homes" className="size-6" />
      ) : watches.isError ? (
        <Alert variant="error">Your watched homes could not be loaded: {watches.error.message}</Alert>
      ) : watches.data.length === 0 ? (
        <p className="text-teal-200">
          No watched homes. Choose “{WATCH_MESSAGES.watchAction}” on a home’s result to be reminded of its
          appeal dates.
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
          <h3 className="text-lg font-bold text-white">Homes of your appeals not watched yet</h3>
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
