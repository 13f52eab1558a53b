import { useOperatorData } from '../api/operator-api.ts';
import { DATA_IMPORT_FORMATS } from '@homie/contracts/operator';
import { DataUpload, importCounts } from './data-upload.tsx';
import { countyName, ListState, when } from './operator-bits.tsx';

/** "1,204 redfin · 88 mls", largest first; "—" when none. */
const bySource = (counts: Record<string, number>) => {
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return entries.length === 0
    ? '—'
    : entries.map(([source, n]) => `${n.toLocaleString('en-US')} ${source}`).join(' · ');
};

/**
 * The Data page (issue 54 item 3, decisions 232, 239): per county the homes, sales and roll records
 * on file by source and the newest sale, the MLS sync's last run, a file upload and the latest imports.
 */
export function DataPanel() {
  const data = useOperatorData();
  const sync = data.data?.mls_sync;
  const counties = data.data?.counties ?? [];
  const imports = data.data?.imports ?? [];
  return (
    <section aria-label="Data" className="grid gap-4">
      <ListState
        isLoading={data.isLoading}
        error={data.error}
        empty={!data.isLoading && counties.length === 0}
      />
      {counties.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">What is on file per county, by source</caption>
            <thead className="text-teal-300">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  County
                </th>
                <th scope="col" className="py-2 pr-3">
                  Homes
                </th>
                <th scope="col" className="py-2 pr-3">
                  Sales
                </th>
                <th scope="col" className="py-2 pr-3">
                  Roll records
                </th>
                <th scope="col" className="py-2">
                  Newest sale
                </th>
              </tr>
            </thead>
            <tbody>
              {counties.map((c) => (
                <tr key={c.county} className="border-t border-mint-400/10">
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {countyName(c.county)}
                  </th>
                  <td className="py-2 pr-3">{bySource(c.homes)}</td>
                  <td className="py-2 pr-3">{bySource(c.sales)}</td>
                  <td className="py-2 pr-3">{bySource(c.roll_records)}</td>
                  <td className="py-2 whitespace-nowrap">{c.newest_sale ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <DataUpload />
      {imports.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="text-left font-semibold text-white">Latest imports</caption>
            <thead className="text-teal-300">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  File
                </th>
                <th scope="col" className="py-2 pr-3">
                  Started
                </th>
                <th scope="col" className="py-2 pr-3">
                  By
                </th>
                <th scope="col" className="py-2">
                  Outcome
                </th>
              </tr>
            </thead>
            <tbody>
              {imports.map((i) => (
                <tr key={i.id} className="border-t border-mint-400/10 align-top">
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {i.file_name}
                    <span className="block text-xs font-normal text-teal-300">
                      {DATA_IMPORT_FORMATS[i.format]}
                    </span>
                  </th>
                  <td className="py-2 pr-3 whitespace-nowrap">{when(i.started_at)}</td>
                  <td className="py-2 pr-3">{i.operator_email}</td>
                  <td className="py-2">
                    {i.status === 'running' ? 'Running' : i.status === 'done' ? 'Done' : 'Failed'}:{' '}
                    {importCounts(i)}
                    {i.error && <span className="block text-red-300">{i.error}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {sync && (
        <div className="rounded-xl border border-teal-700 p-3 text-sm">
          <h2 className="font-semibold text-white">MLS sync</h2>
          {!sync.enabled ? (
            <p className="text-teal-200">
              Off: set RESO_BASE_URL and its credentials to sync the MLS's closed sales.
            </p>
          ) : sync.last_outcome === null ? (
            <p className="text-teal-200">On; it has not run yet.</p>
          ) : (
            <p className="text-teal-100">
              Last run {when(sync.last_finished_at ?? sync.last_started_at)}:{' '}
              {sync.last_outcome === 'ok' ? 'succeeded' : sync.last_outcome}
              {sync.records !== null &&
                ` · ${sync.records} records read, ${sync.sales_added ?? 0} sales added, ${sync.skipped ?? 0} skipped`}
              {sync.high_water && ` · changes up to ${when(sync.high_water)}`}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
