import type { OrderSummary } from '@homie/contracts/paid-orders';
import { json, type MockHandler } from '#test/mock-fetch.ts';
import { usePaymentStore } from '../stores/payment-store.ts';

/** A paid order as GET /api/orders answers it (tests only). */
export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  const tier = overrides.tier ?? 'guarantee';
  return {
    order_id: 'ord_1',
    history_id: 'job-1',
    version_ids: [],
    tier,
    plan_name: tier === 'basic' ? 'Basic' : 'Success',
    amount_cents: tier === 'basic' ? 2490 : 4990,
    status: 'paid',
    paid_at: '2026-11-21T10:00:00.000Z',
    paid_with_credit: false,
    property: { address: '123 Main St, Oakland, CA 94611', county: 'alameda', county_name: 'Alameda County' },
    deadline: {
      label: 'Formal appeal (Assessment Appeals Board)',
      date: '2026-09-15',
      date_text: 'September 15, 2026',
      days_left: -70,
      state: 'closed',
    },
    can_upgrade: tier === 'basic',
    form_generated: false,
    has_draft: false,
    can_report_outcome: true,
    progress: { filed_on: null, filed_how: null, hearing_on: null },
    outcome: null,
    credit: null,
    letter_email: null,
    ...overrides,
  };
}

/** Routes of the orders API for `orders`, with empty drafts that record what is saved. */
export function ordersRoutes(orders: OrderSummary[]): Record<string, MockHandler> {
  const routes: Record<string, MockHandler> = { 'GET /api/orders': () => json({ orders }) };
  for (const order of orders) {
    let saved: unknown = null;
    let revision = 0;
    routes[`GET /api/orders/${order.order_id}`] = () => json(order);
    routes[`GET /api/orders/${order.order_id}/draft`] = () =>
      json({
        order_id: order.order_id,
        draft: saved,
        revision,
        updated_at: saved ? '2026-11-21T10:00:00.000Z' : null,
      });
    routes[`PUT /api/orders/${order.order_id}/draft`] = (request) => {
      saved = request.body;
      revision += 1;
      return json({
        order_id: order.order_id,
        draft: saved,
        revision,
        updated_at: '2026-11-21T10:00:00.000Z',
      });
    };
  }
  return routes;
}

/** The payment store right after a guest paid for job-1 (the paid pages' tests start here). */
export function setGuestPaidStore(): void {
  usePaymentStore.setState({
    selectedPlan: 'basic',
    isPaid: true,
    historyId: 'job-1',
    orderToken: 'tok-1',
    isAuthenticated: false,
  });
}
