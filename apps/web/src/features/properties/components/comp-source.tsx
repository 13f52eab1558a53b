import type { DataSourceKind } from '@homie/contracts/provenance';
import { type MessageId, useI18n } from '#lib/i18n/i18n.tsx';
import type { StoredComparable } from '../stores/property-store.ts';

/** Who recorded a comparable sale, as its badge says (issue 14 item 1; MLS sales, decision 232). */
const COMP_SOURCE_TEXT: Record<DataSourceKind, MessageId> = {
  demo: 'comps.source.demo',
  import: 'comps.source.import',
  mls: 'comps.source.mls',
  provider: 'comps.source.provider',
  owner: 'comps.source.owner',
};

/** The source of one comparable sale; nothing for results stored before sources were recorded. */
export function CompSourceBadge({ source }: { source: DataSourceKind | undefined }) {
  const { t } = useI18n();
  if (!source) return null;
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${
        source === 'demo' ? 'bg-amber-400/20 text-amber-100' : 'bg-teal-400/15 text-teal-100'
      }`}
    >
      {t(COMP_SOURCE_TEXT[source])}
    </span>
  );
}

/** The MLS's attribution line the server names in the page (`<meta name="homie-mls-attribution">`). */
export function mlsAttributionFromPage(doc: Document | undefined = globalThis.document): string | null {
  const text = doc?.querySelector('meta[name="homie-mls-attribution"]')?.getAttribute('content')?.trim();
  return text ? text : null;
}

/** The line the MLS's licence asks for, under comparables that include its sales (RESO_ATTRIBUTION). */
export function MlsAttribution({ comparables }: { comparables: StoredComparable[] }) {
  if (!comparables.some((c) => c.source === 'mls')) return null;
  const text = mlsAttributionFromPage();
  if (!text) return null;
  return <p className="text-xs text-teal-300">{text}</p>;
}
