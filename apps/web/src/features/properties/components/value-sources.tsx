import type { DataSourceKind } from '@homie/contracts/provenance';
import type { StoredComparable, StoredPropertyInfo } from '../stores/property-store.ts';

/** Short labels for what a number rests on (issue 14 item 1). */
export const SOURCE_TEXT = {
  heading: 'Where these numbers come from',
  demoHome: 'Demo data: this home and its figures are generated for illustration, not a county record.',
  basis: {
    roll: 'County roll',
    prop13_estimate: 'Estimate (Prop 13)',
    owner: 'From your bill',
  },
  tax: {
    roll: 'From the tax bill',
    county_rate_estimate: 'Estimate (county rate)',
  },
  /** A made-up home's "roll" and "tax bill" are generated: its badges say so, never "County roll". */
  demo: 'Demo data',
  comps: {
    demo: 'Demo sales: generated for illustration, not real sales.',
    real: (n: number) => `${n} recorded ${n === 1 ? 'sale' : 'sales'} near the home (real data).`,
    none: 'No recorded sales near the home could be used: we do not invent comparables.',
    /** A real home: demo sales are never used for it (decision 119), which is said, not left unsaid. */
    noneReal:
      'No recorded sales near the home could be used: we do not invent comparables, and demo sales, even nearby ones, are left out on purpose for a real home.',
  },
} as const;

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
  // Results stored before provenance was recorded say nothing rather than guess.
  if (info.source === undefined && info.assessed_value_basis === undefined) return null;
  const comps = compsKind(comparables);
  const demoHome = info.source === 'demo';
  // A made-up home's "roll" is generated: its badge says demo, whatever the figure's basis.
  const badge = <K extends string>(basis: K, labels: Record<K, string>) =>
    demoHome && basis === 'roll' ? SOURCE_TEXT.demo : labels[basis];
  const rows: [string, string, string | null | undefined][] = [];
  if (info.assessed_value_basis)
    rows.push([
      'Assessed value',
      badge(info.assessed_value_basis, SOURCE_TEXT.basis),
      info.assessed_value_note,
    ]);
  if (info.annual_tax_basis)
    rows.push(['Annual tax', badge(info.annual_tax_basis, SOURCE_TEXT.tax), info.annual_tax_note]);
  rows.push([
    'Comparable sales',
    comps === 'demo' ? SOURCE_TEXT.demo : comps === 'real' ? 'Recorded sales' : 'None',
    comps === 'demo'
      ? SOURCE_TEXT.comps.demo
      : comps === 'real'
        ? SOURCE_TEXT.comps.real(comparables.length)
        : comparables.length === 0
          ? demoHome
            ? SOURCE_TEXT.comps.none
            : SOURCE_TEXT.comps.noneReal
          : null,
  ]);
  return (
    <section
      aria-label={SOURCE_TEXT.heading}
      className="grid gap-2 rounded-xl border border-teal-700 p-3 text-sm"
    >
      <h3 className="font-semibold text-white">{SOURCE_TEXT.heading}</h3>
      {demoHome && (
        <p className="rounded-md bg-amber-400/15 px-2 py-1 font-semibold text-amber-100">
          {SOURCE_TEXT.demoHome}
        </p>
      )}
      <dl className="grid gap-2">
        {rows.map(([term, label, note]) => (
          <div key={term} className="grid gap-0.5">
            <dt className="text-teal-300">
              {term}:{' '}
              <span className="rounded-full bg-mint-400/15 px-2 py-0.5 text-xs font-semibold text-mint-100">
                {label}
              </span>
            </dt>
            {note && <dd className="text-teal-100">{note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
