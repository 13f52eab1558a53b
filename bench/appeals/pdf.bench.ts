// PDF generation time for the filled county application (BOE-305-AH with Exhibit A, and LA's AAB-100)
// and for a 10-comparable Success report, in process, with p50/p95 and file size.
import type { ComparableSale } from '@homie/contracts/appeals';
import type { AppealBoard } from '@homie/contracts/appeals-report';
import { sampleAnalysis, sampleAppealInfo } from '../../apps/server/src/modules/appeals/appeals.fixtures.ts';
import { renderApplicationPdf } from '../../apps/server/src/modules/appeals/pdf/application-pdf.ts';
import { renderReportPdf } from '../../apps/server/src/modules/appeals/pdf/report-pdf.ts';
import { assembleReport } from '../../apps/server/src/modules/appeals/report/report-assemble.ts';
import { snapshotFromAnalysis } from '../../apps/server/src/modules/appeals/report/report-snapshot.ts';
import { median, percentile } from '../lib/server.ts';

const board: AppealBoard = {
  name: 'Alameda County Assessment Appeals Board, Clerk of the Board',
  address_lines: ['1221 Oak Street, 5th Floor', 'Oakland, CA 94612'],
  phone: '(510) 272-6352',
  website: null,
  verified: true,
};

const info = sampleAppealInfo({
  additional_info: 'Original 1950 kitchen and a roof at the end of its life; bids attached. '.repeat(8),
});

const comps: ComparableSale[] = [1, 2, 3].map((n) => ({
  address: `${100 + n * 12} Oak Ave, Oakland, CA 94611`,
  sale_date: `0${n}/10/2026`,
  sale_price: `${900 + n * 20},000`,
  sqft: String(1750 + n * 20),
  description: '3bd/2ba, Single-family, built 1950, 5,000 sqft lot - Similar layout',
}));

async function measure(label: string, iterations: number, render: () => Promise<Uint8Array>) {
  for (let i = 0; i < 10; i++) await render(); // warm-up: font metrics, JIT
  const times: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    bytes = (await render()).length;
    const used = process.cpuUsage(cpuStart);
    times.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  // CPU time is what one render costs; wall time also counts waiting for a core on a busy machine.
  console.log(
    `${label.padEnd(50)} wall p50 ${median(times).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms | ` +
      `cpu p50 ${median(cpu).toFixed(1)} ms  p95 ${percentile(cpu, 95).toFixed(1)} ms  (${iterations} runs, ${(bytes / 1024).toFixed(0)} KB)`,
  );
}

export async function run({ quick }: { quick: boolean }) {
  const iterations = quick ? 20 : 200;
  const preparedOn = new Date('2026-11-21T10:00:00Z');
  await measure('county form: Alameda BOE-305-AH + 3 comps', iterations, () =>
    renderApplicationPdf({ county: 'alameda', info, comparables: comps, board, preparedOn }, null),
  );
  await measure('county form: Los Angeles AAB-100 + 2 comps', iterations, () =>
    renderApplicationPdf(
      {
        county: 'la',
        info: { ...info, apn: '2581-006-055' },
        comparables: comps.slice(0, 2),
        board,
        preparedOn,
      },
      null,
    ),
  );
  const snapshot = snapshotFromAnalysis(sampleAnalysis({ comps: 10 }), 'guarantee');
  await measure('report: Success, 10 comparables (assemble + PDF)', iterations, async () => {
    const report = assembleReport({
      jobId: 'bench',
      tier: 'guarantee',
      county: 'alameda',
      snapshot,
      application: info,
      board,
      editedLetter: null,
      generatedAt: preparedOn,
      updatedAt: preparedOn,
      now: preparedOn,
    });
    return renderReportPdf(report, preparedOn, undefined, null);
  });
}
