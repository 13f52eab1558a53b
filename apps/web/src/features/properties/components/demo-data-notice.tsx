import { Alert } from '#components/ui/alert.tsx';
import { useDatasetInfo } from '../api/get-dataset-info.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';

/** A plain notice when the server answers from its generated demo dataset. */
export function DemoDataNotice() {
  const { t } = useI18n();
  const { data } = useDatasetInfo();
  if (!data?.demo) return null;
  return <Alert variant="info">{t('landing.demoData')}</Alert>;
}
