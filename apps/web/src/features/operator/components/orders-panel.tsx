import type { OrderItem } from '@homie/contracts/operator';
import { useState } from 'react';
import { Button } from '#components/ui/button.tsx';
import { useOperatorList, useOrder } from '../api/operator-api.ts';
import {
  CountySelect,
  countyName,
  ExportButton,
  ListState,
  LoadMore,
  SearchBox,
  SelectField,
  when,
} from './operator-bits.tsx';

const OUTCOME_LABELS: Record<string, string> = {
  granted: 'Granted',
  reduced: 'Reduced',
  denied: 'Denied',
  withdrawn_by_board: 'Withdrawn by the board',
  withdrawn_by_owner: 'Withdrawn by the owner',
};

const calendarDay = (date: string | null) => {
  if (!date) return '—';
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    dateStyle: 'medium',
  });
};

function BuyerContact({ id }: { id: string }) {
  const order = useOrder(id);
  if (!order.data) return <ListState isLoading={order.isLoading} error={order.error} empty={false} />;
  const { buyer } = order.data;
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-teal-950/60 p-3 text-sm">
      <dt className="text-teal-300">Buyer</dt>
      <dd>{buyer.kind === 'account' ? `${buyer.name ?? ''} (account)` : 'Guest checkout'}</dd>
      <dt className="text-teal-300">Email</dt>
      <dd>
        {buyer.email ? (
          <a className="text-mint-300 underline" href={`mailto:${buyer.email}`}>
            {buyer.email}
          </a>
        ) : (
          '—'
        )}
      </dd>
      <dt className="text-teal-300">Phone</dt>
      <dd>{buyer.phone ?? '—'}</dd>
    </dl>
  );
}

export function OrderCard({ order, showBuyer = true }: { order: OrderItem; showBuyer?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-xl border border-mint-400/15 bg-teal-900/60 p-4">
      <article aria-label={`Order ${order.id}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold text-white">{order.property ?? 'Property not recorded'}</h2>
            <p className="text-xs text-teal-300">
              {order.id} · ordered {when(order.created_at)}
            </p>
          </div>
          <span
            className={
              order.payment === 'paid'
                ? 'rounded-full bg-mint-400 px-2 py-0.5 text-xs font-semibold text-teal-950'
                : 'rounded-full bg-amber-300 px-2 py-0.5 text-xs font-semibold text-teal-950'
            }
          >
            {order.payment === 'paid' ? `Paid ${when(order.paid_at)}` : 'Payment pending'}
          </span>
        </div>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-teal-300">Plan</dt>
            <dd>
              {order.plan_name} (${(order.amount_cents / 100).toFixed(2)})
            </dd>
          </div>
          <div>
            <dt className="text-teal-300">County</dt>
            <dd>{countyName(order.county)}</dd>
          </div>
          <div>
            <dt className="text-teal-300" title="Last day of the county's formal appeal window (R&T §1603)">
              Filing deadline
            </dt>
            <dd>{calendarDay(order.deadline)}</dd>
          </div>
          <div>
            <dt className="text-teal-300">Appeal outcome</dt>
            <dd>
              {order.outcome
                ? `${OUTCOME_LABELS[order.outcome]} (${calendarDay(order.outcome_decided_on)})`
                : 'Not reported'}
            </dd>
          </div>
        </dl>
        {showBuyer && (
          <>
            <p className="mt-2 text-sm text-teal-200">Buyer: {order.buyer.email ?? 'no e-mail given'}</p>
            <Button variant="link" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
              {open ? 'Hide contact' : `Buyer contact for ${order.id}`}
            </Button>
            {open && <BuyerContact id={order.id} />}
          </>
        )}
      </article>
    </li>
  );
}

/** Orders: property, plan, county, payment, deadline, outcome; the buyer's contact on request. */
export function OrdersPanel() {
  const [q, setQ] = useState('');
  const [county, setCounty] = useState('');
  const [payment, setPayment] = useState('');
  const filters = { q, county, payment };
  const list = useOperatorList('orders', filters);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-label="Orders">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
        <SearchBox label="Search orders" onSearch={setQ} />
        <CountySelect value={county} onChange={setCounty} />
        <SelectField label="Payment" value={payment} onChange={(e) => setPayment(e.target.value)}>
          <option value="">All</option>
          <option value="paid">Paid</option>
          <option value="pending">Pending</option>
        </SelectField>
        <ExportButton what="orders" filters={filters} label="Export orders (CSV)" />
      </div>
      <ListState isLoading={list.isLoading} error={list.error} empty={items.length === 0} />
      <ul className="mt-4 flex flex-col gap-3">
        {items.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
      <LoadMore {...list} hasNextPage={list.hasNextPage} count={items.length} />
    </section>
  );
}
