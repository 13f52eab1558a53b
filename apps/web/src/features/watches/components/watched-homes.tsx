import { longCalendarDate } from '@homie/contracts/appeal-calendar';
import { parseIsoDate } from '@homie/contracts/appeals-dates';
import { WATCH_MESSAGES, type Watch } from '@homie/contracts/watches';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useRemoveWatch, useWatches } from '../api/watches.ts';

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

/** "Watched homes" on the signed-in dashboard (issue 52): each with its county's window, and Remove. */
export function WatchedHomes() {
  const watches = useWatches();
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
    </section>
  );
}
