import { ORDER_QUERY_PARAM, type OrderSummary } from '@homie/contracts/paid-orders';
import { Link } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { paths } from '#config/paths.ts';
import type { PaidOrderChoice } from '../hooks/use-paid-order.ts';

/** One paid home to continue with: its address, county and plan. */
function PaidHomes({ orders, path, title }: { orders: OrderSummary[]; path: string; title: string }) {
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="paid-homes-title" className="flex flex-col gap-3">
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
                  {order.plan_name} plan{order.property.county_name ? ` · ${order.property.county_name}` : ''}
                </p>
              </div>
              <Button asChild variant="secondary">
                <Link
                  to={`${path}?${ORDER_QUERY_PARAM}=${encodeURIComponent(order.order_id)}`}
                  aria-label={`Continue with ${order.property.address}`}
                >
                  Continue with this home
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
 * homes to pick from.
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
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-white">{heading}</h1>
      {choice.kind === 'unpaid-home' && (
        <Alert variant="info" title="No plan for this home yet">
          {choice.address
            ? `You have not bought a plan for ${choice.address}.`
            : 'You have not bought a plan for the home you looked up.'}{' '}
          The appeal form, letter and report are prepared only for the home a plan was bought for.{' '}
          <Link to={paths.choosePlan} className="font-semibold underline">
            Buy a plan for this home
          </Link>
        </Alert>
      )}
      {choice.kind === 'not-found' && (
        <Alert variant="warning" title="This order is not available here">
          No paid order with this link belongs to you in this browser. Sign in with the account that bought
          it, or open the link in the browser you paid in.{' '}
          <Link to={paths.propertyTaxLanding} className="font-semibold underline">
            Look up a home
          </Link>
        </Alert>
      )}
      <PaidHomes
        orders={choice.orders}
        path={path}
        title={choice.kind === 'pick' ? 'Which home is this for?' : 'Or continue with a home you paid for'}
      />
    </section>
  );
}
