import { zodResolver } from '@hookform/resolvers/zod';
import { californiaDate } from '@homie/contracts/appeal-calendar';
import { isoCalendarDate } from '@homie/contracts/appeals-dates';
import {
  MAX_OWNER_SALES,
  OWNER_SALE_MESSAGES,
  OWNER_SALE_MONTHS_BEFORE_LIEN,
  type OwnerSaleFormValues,
  type OwnerSaleInput,
  ownerSaleDateProblem,
  ownerSaleInputSchema,
  ownerSaleWindow,
} from '@homie/contracts/owner-sales';
import { useCallback, useState } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { ApiError } from '#lib/api-client.ts';
import { type MessageId, useI18n } from '#lib/i18n/i18n.tsx';
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

/** The contract's fixed texts (OWNER_SALE_MESSAGES) in the catalogue, by their English words. */
const FIXED_TEXT = new Map<string, MessageId>([
  [OWNER_SALE_MESSAGES.address, 'plans.sales.error.address'],
  [OWNER_SALE_MESSAGES.saleDate, 'plans.sales.error.saleDate'],
  [OWNER_SALE_MESSAGES.price, 'plans.sales.error.price'],
  [OWNER_SALE_MESSAGES.sqft, 'plans.sales.error.sqft'],
  [OWNER_SALE_MESSAGES.beds, 'plans.sales.error.beds'],
  [OWNER_SALE_MESSAGES.baths, 'plans.sales.error.baths'],
  [OWNER_SALE_MESSAGES.yearBuilt, 'plans.sales.error.yearBuilt'],
  [OWNER_SALE_MESSAGES.lot, 'plans.sales.error.lot'],
  [OWNER_SALE_MESSAGES.seenAt, 'plans.sales.error.seenAt'],
  [OWNER_SALE_MESSAGES.future, 'plans.sales.error.future'],
  [OWNER_SALE_MESSAGES.full, 'plans.sales.error.full'],
  [OWNER_SALE_MESSAGES.notFound, 'plans.sales.error.notFound'],
  [OWNER_SALE_MESSAGES.noValuation, 'plans.sales.error.noValuation'],
]);

/** MM/DD/YYYY of an ISO date, as contracts words the sale window's ends. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * A sale's problem or a field's error in the visitor's language (decision 258): the contract's
 * texts, known by their English words; the sale window's ends (March 31 of the roll year, R&T
 * §402.5; 18 months before the lien date) recomputed from the job's lien date. Anything else (a
 * server's text the contract does not list) stays as it came.
 */
function useSaleText(lienDate: string | null, now: () => Date) {
  const { t, intl, locale } = useI18n();
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (message === undefined || locale === 'en') return message;
      const fixed = FIXED_TEXT.get(message);
      if (fixed) return t(fixed, { max: MAX_OWNER_SALES });
      if (!lienDate) return message;
      const window = ownerSaleWindow(lienDate, isoCalendarDate(californiaDate(now())));
      const day = (iso: string) =>
        intl.formatDate(Date.parse(`${iso}T00:00:00Z`), {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          timeZone: 'UTC',
        });
      if (message === OWNER_SALE_MESSAGES.afterCutoff(usDate(window.cutoff)))
        return t('plans.sales.error.afterCutoff', { date: day(window.cutoff) });
      if (message === OWNER_SALE_MESSAGES.tooOld(usDate(window.earliest)))
        return t('plans.sales.error.tooOld', {
          date: day(window.earliest),
          months: OWNER_SALE_MONTHS_BEFORE_LIEN,
        });
      return message;
    },
    [t, intl, locale, lienDate, now],
  );
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
  const { t, money } = useI18n();
  const saleText = useSaleText(lienDate, now);
  const { register, formState, setError, reset } = form;
  const errorOf = (name: keyof OwnerSaleFormValues) =>
    saleText(formState.errors[name]?.message as string | undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const listed = sales.data?.sales ?? [];
  const full = listed.length >= MAX_OWNER_SALES;

  const submit = form.handleSubmit(async (sale) => {
    setFailure(null);
    try {
      const answer = await add.mutateAsync(sale);
      reset(EMPTY);
      setAnnouncement(t('plans.sales.added', { address: sale.address, count: answer.comparables }));
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
      if (!placed) setFailure(error instanceof Error ? error.message : t('plans.sales.tryAgain'));
    }
  });

  const removeSale = async (id: string, address: string) => {
    setFailure(null);
    try {
      const answer = await remove.mutateAsync(id);
      setAnnouncement(t('plans.sales.removed', { address, count: answer.comparables }));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('plans.sales.tryAgain'));
    }
  };

  return (
    <section aria-labelledby={`${jobId}-owner-sales`} className="mt-4 grid gap-4 text-left">
      <h3 id={`${jobId}-owner-sales`} className="text-lg font-semibold text-white">
        {t('plans.sales.title')}
      </h3>
      <p className="text-sm text-teal-100">{t('plans.sales.intro')}</p>
      <p role="status" aria-live="polite" className="text-sm text-mint-200">
        {announcement}
      </p>
      {listed.length > 0 && (
        <ul aria-label={t('plans.sales.listed')} className="grid gap-2">
          {listed.map((sale) => (
            <li
              key={sale.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-teal-700 p-3"
            >
              <span className="text-sm text-teal-50">
                {t('plans.sales.sold', {
                  address: sale.address,
                  date: sale.sale_date,
                  price: money(sale.price),
                  seenAt: sale.seen_at,
                })}
                {sale.problem ? (
                  <span className="block text-amber-200">
                    {t('plans.sales.notCounted', { problem: saleText(sale.problem) ?? sale.problem })}
                  </span>
                ) : null}
              </span>
              <Button
                type="button"
                variant="secondary"
                aria-label={t('plans.sales.removeLabel', { address: sale.address })}
                isLoading={remove.isPending && remove.variables === sale.id}
                onClick={() => void removeSale(sale.id, sale.address)}
              >
                {t('plans.sales.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failure && <Alert variant="error">{saleText(failure)}</Alert>}
      {full ? (
        <p className="text-sm text-teal-100">{t('plans.sales.full', { max: MAX_OWNER_SALES })}</p>
      ) : (
        <form
          noValidate
          aria-label={t('plans.sales.title')}
          onSubmit={(event) => void submit(event)}
          className="grid gap-3 sm:grid-cols-2"
        >
          <TextField
            label={t('plans.sales.field.address')}
            error={errorOf('address')}
            {...register('address')}
            markRequired
          />
          <TextField
            label={t('plans.sales.field.date')}
            type="date"
            error={errorOf('sale_date')}
            {...register('sale_date')}
            markRequired
          />
          <TextField
            label={t('plans.sales.field.price')}
            inputMode="numeric"
            error={errorOf('price')}
            {...register('price')}
            markRequired
          />
          <TextField
            label={t('plans.sales.field.sqft')}
            inputMode="numeric"
            error={errorOf('sqft')}
            {...register('sqft')}
            markRequired
          />
          <TextField
            label={t('plans.sales.field.beds')}
            inputMode="numeric"
            error={errorOf('beds')}
            {...register('beds')}
            markRequired
          />
          <TextField
            label={t('plans.sales.field.baths')}
            inputMode="decimal"
            error={errorOf('baths')}
            {...register('baths')}
            markRequired
          />
          <TextField
            label={t('plans.sales.field.yearBuilt')}
            inputMode="numeric"
            error={errorOf('year_built')}
            {...register('year_built')}
          />
          <TextField
            label={t('plans.sales.field.lot')}
            inputMode="numeric"
            error={errorOf('lot_sqft')}
            {...register('lot_sqft')}
          />
          <TextField
            label={t('plans.sales.field.seenAt')}
            placeholder={t('plans.sales.seenAtPlaceholder')}
            error={errorOf('seen_at')}
            {...register('seen_at')}
            markRequired
          />
          <div className="sm:col-span-2">
            <Button type="submit" isLoading={add.isPending}>
              {t('plans.sales.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
