import { zodResolver } from '@hookform/resolvers/zod';
import { californiaDate } from '@homie/contracts/appeal-calendar';
import { isoCalendarDate } from '@homie/contracts/appeals-dates';
import { formatDollars } from '@homie/contracts/valuation';
import {
  MAX_OWNER_SALES,
  type OwnerSaleFormValues,
  type OwnerSaleInput,
  ownerSaleDateProblem,
  ownerSaleInputSchema,
} from '@homie/contracts/owner-sales';
import { useState } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { ApiError } from '#lib/api-client.ts';
import { useAddOwnerSale, useOwnerSales, useRemoveOwnerSale } from '../api/owner-sales.ts';

const EMPTY: OwnerSaleFormValues = {
  address: '',
  sale_date: '',
  price: '',
  sqft: '',
  beds: '',
  baths: '',
  year_built: '',
  lot_sqft: '',
  seen_at: '',
};

/** The contract's schema, then the job's sale window on today's date in California (decision 249). */
function saleResolver(
  lienDate: string | null,
  now: () => Date,
): Resolver<OwnerSaleFormValues, unknown, OwnerSaleInput> {
  const base = zodResolver(ownerSaleInputSchema) as Resolver<OwnerSaleFormValues, unknown, OwnerSaleInput>;
  return async (values, context, options) => {
    const parsed = await base(values, context, options);
    const date = String(values.sale_date ?? '');
    const problem =
      lienDate && !parsed.errors.sale_date && date
        ? ownerSaleDateProblem(date, lienDate, isoCalendarDate(californiaDate(now())))
        : null;
    if (!problem) return parsed;
    return {
      values: {},
      errors: { ...parsed.errors, sale_date: { type: 'validate', message: problem } },
    };
  };
}

/** A field the server named in its refusal (`body.sale_date` → `sale_date`), if it is one of the form's. */
function fieldOf(path: unknown): FieldPath<OwnerSaleFormValues> | null {
  const name = typeof path === 'string' ? path.replace(/^body\./, '') : '';
  return name in EMPTY ? (name as FieldPath<OwnerSaleFormValues>) : null;
}

/**
 * "Add a sale you know" (issue 50 item 5, decision 249): where too few comparable sales stop a
 * package, the owner adds sales they know, each with where they saw it; the sales added are listed
 * with Remove buttons. Each change reads the job's result again, so the plans open once it holds three.
 */
export function OwnerSalesPanel({
  jobId,
  lienDate,
  now = () => new Date(),
}: {
  jobId: string;
  lienDate: string | null;
  now?: () => Date;
}) {
  const sales = useOwnerSales(jobId);
  const add = useAddOwnerSale(jobId);
  const remove = useRemoveOwnerSale(jobId);
  const [announcement, setAnnouncement] = useState('');
  const form = useForm<OwnerSaleFormValues, unknown, OwnerSaleInput>({
    defaultValues: EMPTY,
    resolver: saleResolver(lienDate, now),
    reValidateMode: 'onSubmit',
  });
  const { register, formState, setError, reset } = form;
  const errorOf = (name: keyof OwnerSaleFormValues) => formState.errors[name]?.message as string | undefined;
  const [failure, setFailure] = useState<string | null>(null);
  const listed = sales.data?.sales ?? [];
  const full = listed.length >= MAX_OWNER_SALES;

  const counted = (n: number) => `This home now has ${n} comparable sale${n === 1 ? '' : 's'}.`;

  const submit = form.handleSubmit(async (sale) => {
    setFailure(null);
    try {
      const answer = await add.mutateAsync(sale);
      reset(EMPTY);
      setAnnouncement(`Sale at ${sale.address} added. ${counted(answer.comparables)}`);
    } catch (error) {
      const details = error instanceof ApiError ? (error.body as { details?: unknown })?.details : null;
      let placed = false;
      if (Array.isArray(details))
        for (const detail of details as { path?: unknown; message?: string }[]) {
          const name = fieldOf(detail.path);
          if (name && detail.message) {
            setError(name, { type: 'server', message: detail.message }, { shouldFocus: !placed });
            placed = true;
          }
        }
      if (!placed) setFailure(error instanceof Error ? error.message : 'Please try again.');
    }
  });

  const removeSale = async (id: string, address: string) => {
    setFailure(null);
    try {
      const answer = await remove.mutateAsync(id);
      setAnnouncement(`Sale at ${address} removed. ${counted(answer.comparables)}`);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Please try again.');
    }
  };

  return (
    <section aria-labelledby={`${jobId}-owner-sales`} className="mt-4 grid gap-4 text-left">
      <h3 id={`${jobId}-owner-sales`} className="text-lg font-semibold text-white">
        Add a sale you know
      </h3>
      <p className="text-sm text-teal-100">
        A sale of a similar home nearby, closed within the appeal's sale window. Each one you add is adjusted
        like Homie's own comparables and marked in the board's grid as supplied by you, with where you saw it.
      </p>
      <p role="status" aria-live="polite" className="text-sm text-mint-200">
        {announcement}
      </p>
      {listed.length > 0 && (
        <ul aria-label="Sales you added" className="grid gap-2">
          {listed.map((sale) => (
            <li
              key={sale.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-teal-700 p-3"
            >
              <span className="text-sm text-teal-50">
                {sale.address}: sold {sale.sale_date} for {formatDollars(sale.price)} ({sale.seen_at})
                {sale.problem ? (
                  <span className="block text-amber-200">Not counted: {sale.problem}</span>
                ) : null}
              </span>
              <Button
                type="button"
                variant="secondary"
                aria-label={`Remove the sale at ${sale.address}`}
                isLoading={remove.isPending && remove.variables === sale.id}
                onClick={() => void removeSale(sale.id, sale.address)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failure && <Alert variant="error">{failure}</Alert>}
      {full ? (
        <p className="text-sm text-teal-100">
          You have added {MAX_OWNER_SALES} sales, the most one analysis takes.
        </p>
      ) : (
        <form
          noValidate
          aria-label="Add a sale you know"
          onSubmit={(event) => void submit(event)}
          className="grid gap-3 sm:grid-cols-2"
        >
          <TextField
            label="Address of the home that sold"
            error={errorOf('address')}
            {...register('address')}
            markRequired
          />
          <TextField
            label="Date it sold"
            type="date"
            error={errorOf('sale_date')}
            {...register('sale_date')}
            markRequired
          />
          <TextField
            label="Price it sold for ($)"
            inputMode="numeric"
            error={errorOf('price')}
            {...register('price')}
            markRequired
          />
          <TextField
            label="Living area (sq ft)"
            inputMode="numeric"
            error={errorOf('sqft')}
            {...register('sqft')}
            markRequired
          />
          <TextField
            label="Bedrooms"
            inputMode="numeric"
            error={errorOf('beds')}
            {...register('beds')}
            markRequired
          />
          <TextField
            label="Bathrooms"
            inputMode="decimal"
            error={errorOf('baths')}
            {...register('baths')}
            markRequired
          />
          <TextField
            label="Year built (optional)"
            inputMode="numeric"
            error={errorOf('year_built')}
            {...register('year_built')}
          />
          <TextField
            label="Lot size in sq ft (optional)"
            inputMode="numeric"
            error={errorOf('lot_sqft')}
            {...register('lot_sqft')}
          />
          <TextField
            label="Where you saw this sale"
            placeholder="e.g. Zillow listing, county recorder, my neighbour"
            error={errorOf('seen_at')}
            {...register('seen_at')}
            markRequired
          />
          <div className="sm:col-span-2">
            <Button type="submit" isLoading={add.isPending}>
              Add this sale
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
