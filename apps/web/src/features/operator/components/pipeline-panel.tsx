import { APPEAL_STAGE_LABELS, APPEAL_STAGES } from '@homie/contracts/appeal-timeline';
import { useOperatorPipeline } from '../api/operator-api.ts';
import { countyName, ListState } from './operator-bits.tsx';

/**
 * The appeals pipeline (issue 52 item 5, decision 240): paid orders per county by the stage their
 * owner's timeline reached, then the orders that need a look (oldest first) with why.
 */
export function PipelinePanel() {
  const pipeline = useOperatorPipeline();
  const counts = pipeline.data?.counts ?? [];
  const attention = pipeline.data?.attention ?? [];
  const counties = [...new Set(counts.map((c) => c.county))];
  const count = (county: string, stage: string) =>
    counts.find((c) => c.county === county && c.stage === stage)?.orders ?? 0;
  return (
    <section aria-label="Pipeline" className="grid gap-4">
      <ListState
        isLoading={pipeline.isLoading}
        error={pipeline.error}
        empty={!pipeline.isLoading && counts.length === 0}
      />
      {counties.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Paid appeals per county, by stage</caption>
            <thead className="text-teal-300">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  County
                </th>
                {APPEAL_STAGES.map((stage) => (
                  <th key={stage} scope="col" className="py-2 pr-3">
                    {APPEAL_STAGE_LABELS[stage]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {counties.map((county) => (
                <tr key={county} className="border-t border-mint-400/10">
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {countyName(county === 'unknown' ? null : county)}
                  </th>
                  {APPEAL_STAGES.map((stage) => (
                    <td key={stage} className="py-2 pr-3">
                      {count(county, stage)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pipeline.data && (
        <div>
          <h2 className="font-semibold text-white">Needs a look</h2>
          {attention.length === 0 ? (
            <p className="text-teal-200">Nothing is late or due.</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {attention.map((item) => (
                <li key={item.order_id} className="rounded-lg border border-teal-700 p-2">
                  <span className="font-semibold text-white">{item.address}</span>{' '}
                  <span className="text-teal-300">
                    ({countyName(item.county === 'unknown' ? null : item.county)}, order {item.order_id})
                  </span>
                  <span className="block text-teal-100">{item.reason}.</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
