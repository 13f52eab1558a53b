import { OperatorPage } from '#features/operator/components/operator-page.tsx';

/** /operator (behind the guard): the brokerage's back office (issue 19); its own lazy chunk. */
export default function OperatorRoute() {
  return <OperatorPage />;
}
