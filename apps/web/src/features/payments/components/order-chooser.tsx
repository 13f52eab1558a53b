import { ORDER_QUERY_PARAM, type OrderSummary } from '@homie/contracts/paid-orders';
import { Link } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { paths } from '#config/paths.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';
import type { PaidOrderChoice } from '../hooks/use-paid-order.ts';

/** One paid home to continue with: its address, county and plan. */
function PaidHomes({ orders, path, title }: { orders: OrderSummary[]; path: string; title: string }) {
  const { t, locale } = useI18n();
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="paid-homes-title" className="flex flex-col gap-3" lang={locale}>
      <h2 id="paid-homes-title" className="text-xl font-semibold text-white">
        {title}
      </h2>
      <ul className="flex flex-col gap-3">
        {orders.map((order) => (
          <li key={order.order_id}>
            <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-semibold text-white">{order.property.address}</p>
                <p className="text-sm text-teal-200">
                  {t('checkout.chooser.plan', {
                    plan: order.plan_name,
                    hasCounty: order.property.county_name ? 'yes' : 'no',
                    county: order.property.county_name ?? '',
                  })}
                </p>
              </div>
              <Button asChild variant="secondary">
                <Link
                  to={`${path}?${ORDER_QUERY_PARAM}=${encodeURIComponent(order.order_id)}`}
                  aria-label={t('checkout.chooser.continueWith', { address: order.property.address })}
                >
                  {t('checkout.chooser.continue')}
                </Link>
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What a paid screen shows when it cannot name one paid order (decision 106): the home looked up
 * has no plan ("Buy a plan for this home"), the link's order is not this browser's, or several paid
 * homes to pick from. Its words are the `checkout` area's (decision 262), loaded by every route that
 * shows it; they carry the visitor's `lang`, since /fill-form around them is still English.
 */
export function OrderChooser({
  choice,
  path,
  heading,
}: {
  choice: Extract<PaidOrderChoice, { kind: 'pick' | 'unpaid-home' | 'not-found' }>;
  /** The page to open for the chosen order. */
  path: string;
  heading: string;
}) {
  const { t, locale } = useI18n();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-white">{heading}</h1>
      {choice.kind === 'unpaid-home' && (
        <div lang={locale}>
          <Alert variant="info" title={t('checkout.chooser.noPlanTitle')}>
            {choice.address
              ? t('checkout.chooser.noPlanFor', { address: choice.address })
              : t('checkout.chooser.noPlanLookedUp')}{' '}
            {t('checkout.chooser.preparedOnly')}{' '}
            <Link to={paths.choosePlan} className="font-semibold underline">
              {t('checkout.chooser.buyPlan')}
            </Link>
          </Alert>
        </div>
      )}
      {choice.kind === 'not-found' && (
        <div lang={locale}>
          <Alert variant="warning" title={t('checkout.chooser.notFoundTitle')}>
            {t('checkout.chooser.notFound')}{' '}
            <Link to={paths.propertyTaxLanding} className="font-semibold underline">
              {t('checkout.chooser.lookUp')}
            </Link>
          </Alert>
        </div>
      )}
      <PaidHomes
        orders={choice.orders}
        path={path}
        title={t(choice.kind === 'pick' ? 'checkout.chooser.which' : 'checkout.chooser.orContinue')}
      />
    </section>
  );
}
