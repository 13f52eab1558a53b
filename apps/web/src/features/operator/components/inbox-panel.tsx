import type { LeadItem, MessageItem } from '@homie/contracts/operator';
import { useState } from 'react';
import { Button } from '#components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#components/ui/tabs.tsx';
import { useLead, useMessage, useOperatorList, useOperatorSummary } from '../api/operator-api.ts';
import {
  CountySelect,
  countyName,
  ExportButton,
  Handling,
  ListState,
  LoadMore,
  SearchBox,
  SelectField,
  StatusBadge,
  StatusForm,
  usd,
  when,
} from './operator-bits.tsx';

function StatusSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <SelectField label="Status" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">All</option>
      <option value="new">New</option>
      <option value="handled">Handled</option>
    </SelectField>
  );
}

function MessageDetails({ id }: { id: string }) {
  const detail = useMessage(id);
  if (!detail.data) return <ListState isLoading={detail.isLoading} error={detail.error} empty={false} />;
  const m = detail.data;
  return (
    <div className="mt-3 rounded-lg bg-teal-950/60 p-3">
      <p className="whitespace-pre-wrap break-words text-teal-50">{m.message}</p>
      <p className="mt-2 text-sm text-teal-300">
        Reply to{' '}
        <a className="text-mint-300 underline" href={`mailto:${m.email}`}>
          {m.email}
        </a>
      </p>
      <Handling item={m} />
      <StatusForm kind="message" id={m.id} status={m.status} />
    </div>
  );
}

function MessageRow({ item }: { item: MessageItem }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-xl border border-mint-400/15 bg-teal-900/60 p-4">
      <article aria-label={`Message from ${item.name}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold text-white">
              {item.name} <span className="font-normal text-teal-300">&lt;{item.email}&gt;</span>
            </h2>
            <p className="text-xs text-teal-300">
              Received {when(item.created_at)} ·{' '}
              {item.mailed ? 'mailed to the brokerage' : 'kept in the outbox'}
            </p>
          </div>
          <StatusBadge status={item.status} read={item.read} />
        </div>
        {!open && <p className="mt-2 break-words text-teal-100">{item.excerpt}</p>}
        {!open && <Handling item={item} />}
        <Button variant="link" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Close' : `Open message from ${item.name}`}
        </Button>
        {open && <MessageDetails id={item.id} />}
      </article>
    </li>
  );
}

function LeadDetails({ id }: { id: string }) {
  const detail = useLead(id);
  if (!detail.data) return <ListState isLoading={detail.isLoading} error={detail.error} empty={false} />;
  const l = detail.data;
  return (
    <div className="mt-3 rounded-lg bg-teal-950/60 p-3 text-sm text-teal-100">
      <p>
        Phone{' '}
        <a className="text-mint-300 underline" href={`tel:${l.phone}`}>
          {l.phone}
        </a>{' '}
        · Email{' '}
        <a className="text-mint-300 underline" href={`mailto:${l.email}`}>
          {l.email}
        </a>
      </p>
      <p className="mt-1">
        Signed up {l.submissions} time{l.submissions === 1 ? '' : 's'}
        {l.job_id ? ` · analysis ${l.job_id}` : ''}
      </p>
      <Handling item={l} />
      <StatusForm kind="lead" id={l.id} status={l.status} />
    </div>
  );
}

function LeadRow({ item }: { item: LeadItem }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-xl border border-mint-400/15 bg-teal-900/60 p-4">
      <article aria-label={`Lead ${item.email}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold text-white">{item.email}</h2>
            <p className="text-sm text-teal-100">{item.address}</p>
            <p className="text-xs text-teal-300">
              {countyName(item.county)} · signed up {when(item.created_at)}
            </p>
          </div>
          <StatusBadge status={item.status} read={item.read} />
        </div>
        <p className="mt-2 text-sm text-teal-200">
          Shown to the visitor by their free analysis: assessed {usd(item.assessed_value)}, market value{' '}
          {usd(item.market_value)}, saving {usd(item.saving)} a year.
        </p>
        {!open && <Handling item={item} />}
        <Button variant="link" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Close' : `Open lead ${item.email}`}
        </Button>
        {open && <LeadDetails id={item.id} />}
      </article>
    </li>
  );
}

function MessagesList() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const filters = { q, status };
  const list = useOperatorList('messages', filters);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-label="Contact messages">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <SearchBox label="Search messages" onSearch={setQ} />
        <StatusSelect value={status} onChange={setStatus} />
        <ExportButton what="messages" filters={filters} label="Export messages (CSV)" />
      </div>
      <ListState isLoading={list.isLoading} error={list.error} empty={items.length === 0} />
      <ul className="mt-4 flex flex-col gap-3">
        {items.map((item) => (
          <MessageRow key={item.id} item={item} />
        ))}
      </ul>
      <LoadMore {...list} hasNextPage={list.hasNextPage} count={items.length} />
    </section>
  );
}

function LeadsList() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [county, setCounty] = useState('');
  const filters = { q, status, county };
  const list = useOperatorList('leads', filters);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-label="Free assessment leads">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
        <SearchBox label="Search leads" onSearch={setQ} />
        <CountySelect value={county} onChange={setCounty} />
        <StatusSelect value={status} onChange={setStatus} />
        <ExportButton what="leads" filters={filters} label="Export leads (CSV)" />
      </div>
      <ListState isLoading={list.isLoading} error={list.error} empty={items.length === 0} />
      <ul className="mt-4 flex flex-col gap-3">
        {items.map((item) => (
          <LeadRow key={item.id} item={item} />
        ))}
      </ul>
      <LoadMore {...list} hasNextPage={list.hasNextPage} count={items.length} />
    </section>
  );
}

/** Contact messages and free 2026 assessment sign-ups, newest first, each with its unread count. */
export function InboxPanel() {
  const summary = useOperatorSummary();
  const unread = summary.data?.unread;
  return (
    <Tabs defaultValue="messages">
      <TabsList aria-label="Inbox">
        <TabsTrigger value="messages">Messages{unread ? ` (${unread.messages} unread)` : ''}</TabsTrigger>
        <TabsTrigger value="leads">Leads{unread ? ` (${unread.leads} unread)` : ''}</TabsTrigger>
      </TabsList>
      <TabsContent value="messages">
        <MessagesList />
      </TabsContent>
      <TabsContent value="leads">
        <LeadsList />
      </TabsContent>
    </Tabs>
  );
}
