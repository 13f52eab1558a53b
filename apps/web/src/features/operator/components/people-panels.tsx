import { AUDIT_ACTION_LABELS, type UserItem } from '@homie/contracts/operator';
import { useState } from 'react';
import { Button } from '#components/ui/button.tsx';
import { useOperatorList, useUser } from '../api/operator-api.ts';
import { ListState, LoadMore, SearchBox, when } from './operator-bits.tsx';
import { OrderCard } from './orders-panel.tsx';
import { WaitingMailActions } from './waiting-mail.tsx';

function UserOrders({ id }: { id: string }) {
  const user = useUser(id);
  if (!user.data) return <ListState isLoading={user.isLoading} error={user.error} empty={false} />;
  const u = user.data;
  return (
    <div className="mt-2 rounded-lg bg-teal-950/60 p-3 text-sm">
      <p>Phone: {u.phone_number || '—'}</p>
      {u.order_list.length === 0 ? (
        <p className="mt-1 text-teal-200">No orders.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {u.order_list.map((order) => (
            <OrderCard key={order.id} order={order} showBuyer={false} />
          ))}
        </ul>
      )}
    </div>
  );
}

function UserRow({ user }: { user: UserItem }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-xl border border-mint-400/15 bg-teal-900/60 p-4">
      <article aria-label={`User ${user.email}`}>
        <h2 className="font-semibold text-white">
          {user.first_name} <span className="font-normal text-teal-300">&lt;{user.email}&gt;</span>
          {user.operator && (
            <span className="ml-2 rounded-full bg-teal-700 px-2 py-0.5 text-xs">Operator</span>
          )}
        </h2>
        <p className="text-xs text-teal-300">
          Joined {when(user.created_at)} · {user.orders} order{user.orders === 1 ? '' : 's'}
        </p>
        <Button variant="link" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Close' : `Open user ${user.email}`}
        </Button>
        {open && <UserOrders id={user.id} />}
      </article>
    </li>
  );
}

/** Accounts (no password or token is ever sent here), each with its orders on request. */
export function UsersPanel() {
  const [q, setQ] = useState('');
  const list = useOperatorList('users', { q });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-label="Users">
      <SearchBox label="Search users" onSearch={setQ} />
      <ListState isLoading={list.isLoading} error={list.error} empty={items.length === 0} />
      <ul className="mt-4 flex flex-col gap-3">
        {items.map((user) => (
          <UserRow key={user.id} user={user} />
        ))}
      </ul>
      <LoadMore {...list} hasNextPage={list.hasNextPage} count={items.length} />
    </section>
  );
}

/** Mail that went out or waits: what, to whom, when. */
export function OutboxPanel({ mailDelivery }: { mailDelivery: boolean | undefined }) {
  const [q, setQ] = useState('');
  const list = useOperatorList('outbox', { q });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-label="Outbox">
      <p className="mb-3 text-sm text-teal-200">
        {mailDelivery
          ? 'Mail goes out through SMTP; what is listed here could not be delivered.'
          : 'No SMTP server is configured: every mail, including the notices of new messages and leads, password resets and receipts, waits here. Deliver a waiting mail by hand: download it as .eml, send it from your mail program, then mark it delivered.'}
      </p>
      <SearchBox label="Search the outbox" onSearch={setQ} />
      <ListState isLoading={list.isLoading} error={list.error} empty={items.length === 0} />
      <ul className="mt-4 flex flex-col gap-3">
        {items.map((mail) => (
          <li key={mail.id} className="rounded-xl border border-mint-400/15 bg-teal-900/60 p-4">
            <article aria-label={`Mail ${mail.subject}`}>
              <h2 className="font-semibold text-white">{mail.subject}</h2>
              <p className="text-xs text-teal-300">
                To {mail.to} · {when(mail.created_at)} ·{' '}
                {mail.sent_at ? `sent ${when(mail.sent_at)}` : 'waiting'}
                {mail.last_error ? ` · last error: ${mail.last_error}` : ''}
              </p>
              {mail.attachments.length > 0 && (
                <p className="text-xs text-teal-300">Attachments: {mail.attachments.join(', ')}</p>
              )}
              {mail.body === null ? (
                <p className="mt-2 text-sm text-teal-200">
                  Body hidden: mail to a person may carry a private link (a password reset, a confirmation).
                  {mail.sent_at
                    ? ''
                    : ' Open it only to deliver it by hand; each opening is in the audit trail.'}
                </p>
              ) : (
                <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm text-teal-100">
                  {mail.body}
                </pre>
              )}
              <WaitingMailActions mail={mail} />
            </article>
          </li>
        ))}
      </ul>
      <LoadMore {...list} hasNextPage={list.hasNextPage} count={items.length} />
    </section>
  );
}

/** Every operator action, newest first. */
export function AuditPanel() {
  const [q, setQ] = useState('');
  const list = useOperatorList('audit', { q });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-label="Audit trail">
      <SearchBox label="Search the audit trail" onSearch={setQ} />
      <ListState isLoading={list.isLoading} error={list.error} empty={items.length === 0} />
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">What operators did, newest first</caption>
          <thead className="text-teal-300">
            <tr>
              <th scope="col" className="py-2 pr-3">
                When
              </th>
              <th scope="col" className="py-2 pr-3">
                Who
              </th>
              <th scope="col" className="py-2 pr-3">
                Action
              </th>
              <th scope="col" className="py-2">
                Subject
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => (
              <tr key={entry.id} className="border-t border-mint-400/10">
                <td className="py-2 pr-3 whitespace-nowrap">{when(entry.at)}</td>
                <td className="py-2 pr-3">{entry.operator}</td>
                <td className="py-2 pr-3">{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</td>
                <td className="py-2 break-all">
                  {[entry.subject_kind, entry.subject_id].filter(Boolean).join(' ')}
                  {entry.action === 'status_change' && typeof entry.detail.status === 'string'
                    ? ` → ${entry.detail.status}`
                    : ''}
                  {typeof entry.detail.file_name === 'string' ? ` (${entry.detail.file_name})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore {...list} hasNextPage={list.hasNextPage} count={items.length} />
    </section>
  );
}
