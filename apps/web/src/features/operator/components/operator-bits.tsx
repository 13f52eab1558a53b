import { COUNTIES, COUNTY_KEYS } from '@homie/contracts/counties';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ExportKind,
  OPERATOR_NOTE_MAX,
  searchPageQuerySchema,
  statusChangeSchema,
} from '@homie/contracts/operator';
import { Download } from 'lucide-react';
import { type ReactNode, type Ref, type SelectHTMLAttributes, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.tsx';
import { TextAreaField } from '#components/ui/field.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { cn } from '#lib/cn.ts';
import { type Filters, useChangeStatus, useDownloadCsv } from '../api/operator-api.ts';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** "Nov 26, 2026, 3:19 AM" in the operator's own time zone. */
export const when = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—');
export const usd = (value: number | null | undefined) => (value == null ? '—' : money.format(value));
export const countyName = (key: string | null | undefined) =>
  key && key in COUNTIES ? COUNTIES[key as keyof typeof COUNTIES].name : key ? key : 'Unknown county';

export function SelectField({
  label,
  children,
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-teal-50">
        {label}
      </label>
      <select
        id={id}
        className="h-10 rounded-lg border border-teal-600 bg-teal-950/70 px-3 text-base text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-mint-300"
        {...props}
      >
        {children}
      </select>
    </div>
  );
}

export function CountySelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <SelectField label="County" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">All counties</option>
      {COUNTY_KEYS.map((key) => (
        <option key={key} value={key}>
          {COUNTIES[key].name}
        </option>
      ))}
    </SelectField>
  );
}

/** The search box's one field, checked by the contract's list query (`q`: trimmed, at most 200 characters). */
const searchFormSchema = searchPageQuerySchema.pick({ q: true });

/** A search box that applies on Enter or on the Search button (not on every key: each is a query). */
export function SearchBox({ label, onSearch }: { label: string; onSearch: (q: string) => void }) {
  const id = useId();
  const form = useForm({
    resolver: zodResolver(searchFormSchema),
    defaultValues: { q: '' },
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-1.5"
      onSubmit={form.handleSubmit((values) => onSearch(values.q ?? ''))}
    >
      <label htmlFor={id} className="text-sm font-medium text-teal-50">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          maxLength={200}
          {...form.register('q')}
          className="h-10 w-full min-w-0 rounded-lg border border-teal-600 bg-teal-950/70 px-3 text-base text-white placeholder:text-teal-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-mint-300"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </div>
    </form>
  );
}

export function ExportButton({
  what,
  filters,
  label,
}: {
  what: ExportKind;
  filters: Filters;
  label: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync: downloadCsv } = useDownloadCsv();
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        isLoading={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await downloadCsv({ what, filters });
          } catch (err) {
            setError(err instanceof Error ? err.message : 'The export failed. Please try again.');
          } finally {
            setBusy(false);
          }
        }}
      >
        <Download aria-hidden="true" className="size-4" />
        {label}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

export function StatusBadge({ status, read }: { status: 'new' | 'handled'; read?: boolean }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <span
        className={cn(
          'rounded-full px-2 py-0.5 text-xs font-semibold',
          status === 'handled' ? 'bg-teal-700 text-teal-50' : 'bg-amber-300 text-teal-950',
        )}
      >
        {status === 'handled' ? 'Handled' : 'New'}
      </span>
      {read === false && (
        <span className="rounded-full bg-mint-400 px-2 py-0.5 text-xs font-semibold text-teal-950">
          Unread
        </span>
      )}
    </span>
  );
}

/** Who handled it, when, and the note. */
export function Handling({
  item,
}: {
  item: {
    status: 'new' | 'handled';
    handled_by: string | null;
    handled_at: string | null;
    note: string | null;
  };
}) {
  if (item.status !== 'handled')
    return item.note ? <p className="text-sm text-teal-200">Note: {item.note}</p> : null;
  return (
    <p className="text-sm text-teal-200">
      Handled by {item.handled_by ?? 'a former operator'} on {when(item.handled_at)}
      {item.note ? `. Note: ${item.note}` : ''}
    </p>
  );
}

/** The status form's one field, checked by the contract's status change (`note`: trimmed, bounded). */
const noteFormSchema = statusChangeSchema.pick({ note: true });

/** The note and the Mark handled / Mark as new button of one message or lead. */
export function StatusForm({
  kind,
  id,
  status,
}: {
  kind: 'message' | 'lead';
  id: string;
  status: 'new' | 'handled';
}) {
  const form = useForm({
    resolver: zodResolver(noteFormSchema),
    defaultValues: { note: '' },
  });
  const change = useChangeStatus(kind, id);
  const next = status === 'new' ? 'handled' : 'new';
  return (
    <form
      noValidate
      className="mt-3 flex flex-col gap-2"
      onSubmit={form.handleSubmit(({ note }) =>
        change.mutate({ status: next, note }, { onSuccess: () => form.reset({ note: '' }) }),
      )}
    >
      <TextAreaField
        label="Note (optional)"
        rows={2}
        maxLength={OPERATOR_NOTE_MAX}
        error={form.formState.errors.note?.message}
        {...form.register('note')}
        hint="Saved with the status, with your name and the time."
      />
      <div>
        <Button type="submit" size="sm" isLoading={change.isPending}>
          {next === 'handled' ? 'Mark handled' : 'Mark as new'}
        </Button>
      </div>
      {change.isError && (
        <p role="alert" className="text-sm text-red-300">
          {change.error.message}
        </p>
      )}
    </form>
  );
}

/** The end of a server-paged list: Load more, or a line saying everything is shown. */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  count,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  count: number;
}) {
  return (
    <div className="mt-4 flex items-center gap-3 text-sm text-teal-300">
      <span>
        {count} shown{hasNextPage ? '' : count ? ' (all)' : ''}
      </span>
      {hasNextPage && (
        <Button variant="secondary" size="sm" isLoading={isFetchingNextPage} onClick={() => fetchNextPage()}>
          Load more
        </Button>
      )}
    </div>
  );
}

export function ListState({
  isLoading,
  error,
  empty,
}: {
  isLoading: boolean;
  error: Error | null;
  empty: boolean;
}) {
  if (isLoading)
    return (
      <div className="py-6 text-teal-200">
        <Spinner label="Loading…" className="size-5" />
      </div>
    );
  if (error)
    return (
      <p role="alert" className="py-6 text-red-300">
        {error.message}
      </p>
    );
  if (empty) return <p className="py-6 text-teal-200">Nothing matches.</p>;
  return null;
}
