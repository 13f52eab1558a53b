import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { ErrorWords } from '#lib/i18n/error-words.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';
import { useCaptures } from '../api/get-captures.ts';
import { EvidenceItem } from './evidence-item.tsx';

/** The signed-in user's saved captures, newest first (beyond the spec: see docs/decisions/042). */
export function EvidenceList() {
  const captures = useCaptures();
  const { t, intl } = useI18n();
  return (
    <section aria-labelledby="evidence-heading" className="space-y-3">
      <div>
        <h2 id="evidence-heading" className="text-xl font-bold text-white">
          {t('dashboard.evidence.title')}
          {captures.data && captures.data.length > 0 && (
            <span className="ml-2 text-base font-normal text-teal-200">
              ({intl.formatNumber(captures.data.length)})
            </span>
          )}
        </h2>
        <p className="text-sm text-teal-200">{t('dashboard.evidence.intro')}</p>
      </div>
      {captures.isPending ? (
        <Spinner label={t('dashboard.evidence.loading')} />
      ) : captures.error ? (
        <Alert variant="error" title={t('dashboard.evidence.loadFailed')}>
          <ErrorWords error={captures.error} />
          <div className="mt-2">
            <Button variant="secondary" size="sm" onClick={() => void captures.refetch()}>
              {t('dashboard.evidence.tryAgain')}
            </Button>
          </div>
        </Alert>
      ) : captures.data.length === 0 ? (
        <p className="text-teal-100">{t('dashboard.evidence.empty')}</p>
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
