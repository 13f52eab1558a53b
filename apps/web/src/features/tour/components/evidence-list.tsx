import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useCaptures } from '../api/get-captures.ts';
import { EvidenceItem } from './evidence-item.tsx';

export const EVIDENCE_TEXTS = {
  title: 'Your evidence',
  intro:
    'Frames you save during the tour, with when they were taken and what the analysis found. Only you can see them.',
  empty: 'No evidence saved yet. Start the tour, analyze a view, then save it as evidence.',
  loading: 'Loading your evidence...',
} as const;

/** The signed-in user's saved captures, newest first (beyond the spec: see docs/decisions/042). */
export function EvidenceList() {
  const captures = useCaptures();
  return (
    <section aria-labelledby="evidence-heading" className="space-y-3">
      <div>
        <h2 id="evidence-heading" className="text-xl font-bold text-white">
          {EVIDENCE_TEXTS.title}
          {captures.data && captures.data.length > 0 && (
            <span className="ml-2 text-base font-normal text-teal-200">({captures.data.length})</span>
          )}
        </h2>
        <p className="text-sm text-teal-200">{EVIDENCE_TEXTS.intro}</p>
      </div>
      {captures.isPending ? (
        <Spinner label={EVIDENCE_TEXTS.loading} />
      ) : captures.error ? (
        <Alert variant="error" title="Could not load your evidence">
          {captures.error.message}
          <div className="mt-2">
            <Button variant="secondary" size="sm" onClick={() => void captures.refetch()}>
              Try again
            </Button>
          </div>
        </Alert>
      ) : captures.data.length === 0 ? (
        <p className="text-teal-100">{EVIDENCE_TEXTS.empty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {captures.data.map((capture) => (
            <EvidenceItem key={capture.id} capture={capture} />
          ))}
        </ul>
      )}
    </section>
  );
}
