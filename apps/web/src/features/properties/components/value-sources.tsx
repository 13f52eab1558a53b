import type { DataSourceKind } from '@homie/contracts/provenance';
import type { ReactNode } from 'react';
import { type MessageId, useI18n } from '#lib/i18n/i18n.tsx';
import type { StoredComparable, StoredPropertyInfo } from '../stores/property-store.ts';
import { ValueNote } from './value-note.tsx';

/** Short labels for what a number rests on (issue 14 item 1): the badge of each basis. */
const BASIS_TEXT: Record<'roll' | 'prop13_estimate' | 'owner', MessageId> = {
  roll: 'sources.basisRoll',
  prop13_estimate: 'sources.basisEstimate',
  owner: 'sources.basisOwner',
};
const TAX_TEXT: Record<'roll' | 'county_rate_estimate', MessageId> = {
  roll: 'sources.taxRoll',
  county_rate_estimate: 'sources.taxEstimate',
};

const compsKind = (comparables: StoredComparable[]): DataSourceKind | 'real' | null => {
  if (comparables.length === 0) return null;
  if (comparables.some((c) => c.source === 'demo')) return 'demo';
  return comparables.every((c) => c.source !== undefined) ? 'real' : null;
};

/**
 * What the assessed value, the annual tax and the comparables rest on: the roll, an estimate (with
 * its basis), the owner's bill, demo data. Shown beside the figures wherever a result is shown.
 */
export function ValueSources({
  info,
  comparables,
}: {
  info: StoredPropertyInfo;
  comparables: StoredComparable[];
}) {
  const { t, rich, locale } = useI18n();
  // Results stored before provenance was recorded say nothing rather than guess.
  if (info.source === undefined && info.assessed_value_basis === undefined) return null;
  const comps = compsKind(comparables);
  const demoHome = info.source === 'demo';
  // A made-up home's "roll" is generated: its badge says demo, whatever the figure's basis.
  const badge = <K extends string>(basis: K, labels: Record<K, MessageId>) =>
    t(demoHome && basis === 'roll' ? 'sources.demo' : labels[basis]);
  // The server's note: in English its text; in another language its parts worded here, and a result
  // stored before the parts were sent keeps its English, marked.
  const serverNote = (
    text: string | null | undefined,
    parts: StoredPropertyInfo['assessed_value_note_parts'],
  ) =>
    !text ? null : locale === 'en' ? (
      text
    ) : parts?.length ? (
      <ValueNote parts={parts} />
    ) : (
      <span lang="en">{text}</span>
    );
  const rows: [string, string, ReactNode][] = [];
  if (info.assessed_value_basis)
    rows.push([
      t('sources.assessedValue'),
      badge(info.assessed_value_basis, BASIS_TEXT),
      serverNote(info.assessed_value_note, info.assessed_value_note_parts),
    ]);
  if (info.annual_tax_basis)
    rows.push([
      t('sources.annualTax'),
      badge(info.annual_tax_basis, TAX_TEXT),
      serverNote(info.annual_tax_note, info.annual_tax_note_parts),
    ]);
  rows.push([
    t('sources.comparableSales'),
    t(comps === 'demo' ? 'sources.demo' : comps === 'real' ? 'sources.recordedSales' : 'sources.none'),
    comps === 'demo'
      ? t('sources.compsDemo')
      : comps === 'real'
        ? t('sources.compsReal', { count: comparables.length })
        : comparables.length === 0
          ? t(demoHome ? 'sources.compsNone' : 'sources.compsNoneReal')
          : null,
  ]);
  return (
    <section
      aria-label={t('sources.heading')}
      className="grid gap-2 rounded-xl border border-teal-700 p-3 text-sm"
    >
      <h3 className="font-semibold text-white">{t('sources.heading')}</h3>
      {demoHome && (
        <p className="rounded-md bg-amber-400/15 px-2 py-1 font-semibold text-amber-100">
          {t('sources.demoHome')}
        </p>
      )}
      <dl className="grid gap-2">
        {rows.map(([term, label, note]) => (
          <div key={term} className="grid gap-0.5">
            <dt className="text-teal-300">
              {rich('sources.term', {
                term,
                label,
                badge: (chunks) => (
                  <span className="rounded-full bg-mint-400/15 px-2 py-0.5 text-xs font-semibold text-mint-100">
                    {chunks}
                  </span>
                ),
              })}
            </dt>
            {note && <dd className="text-teal-100">{note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
