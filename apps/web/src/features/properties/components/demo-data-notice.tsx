import { Alert } from '#components/ui/alert.tsx';
import { useDatasetInfo } from '../api/get-dataset-info.ts';
import { LANDING_TEXT } from '../utils/messages.ts';

/** A plain notice when the server answers from its generated demo dataset. */
export function DemoDataNotice() {
  const { data } = useDatasetInfo();
  if (!data?.demo) return null;
  return <Alert variant="info">{LANDING_TEXT.demoData}</Alert>;
}
