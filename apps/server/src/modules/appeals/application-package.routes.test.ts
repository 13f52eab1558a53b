import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { sampleAnalysis } from './appeals.fixtures.ts';
import {
  bearer,
  comparable,
  completeInfo,
  createAppealsTestApp,
  hasPdftotext,
  pdfText,
} from './appeals.test-helpers.ts';

/**
 * The complete formal application through the API (issue 16 item 3, decision 100): its own
 * answers required on the formal route only, the split opinion checked, and the downloaded package
 * holding the application, then the hearing evidence with the appeal letter and the comparables.
 */

let t: TestApp;
let owner: { access: string; user_id: string };
const JOB = 'job_package_1';
const headers = () => bearer(owner);

beforeAll(async () => {
  const analysis = sampleAnalysis({ jobId: JOB, comps: 4 });
  // The lookup's roll split (spec §3 compass_data), adding up to the assessed value.
  Object.assign(analysis.property_info!, {
    compass_data: { land_assessment: 327_726, improvements_assessment: 764_694 },
  });
  const app = await createAppealsTestApp(['owner'], {
    [JOB]: { analysis, tier: 'guarantee', owner: 'owner' },
  });
  t = app.t;
  ({ owner } = app.users);
});
afterAll(async () => t?.close());

const { principal_residence: _p, claim_for_refund: _c, written_findings: _w, ...specOnly } = completeInfo();
const form = (overrides: Record<string, unknown> = {}, info: Record<string, unknown> = completeInfo()) => ({
  county: 'alameda',
  route: 'formal',
  job_id: JOB,
  property_info: info,
  comparable_sales: [comparable()],
  ...overrides,
});
const validate = (payload: object) => t.app.inject({ method: 'POST', url: '/fill-form/validate', payload });
const generate = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/fill-form', payload, headers: headers() });
const savedApplications = async () =>
  Number((await t.database.query<{ n: number }>('select count(*)::int as n from appeal_applications'))[0]?.n);

describe('the formal application asks its own questions', () => {
  it('answers "… is required" for a client that does not send them, on the formal route only', async () => {
    const formal = await validate(form({}, specOnly));
    expect(formal.statusCode).toBe(200);
    expect(formal.json().valid).toBe(false);
    expect(formal.json().errors).toEqual({
      principal_residence: 'Principal Residence is required',
      claim_for_refund: 'Claim for Refund is required',
      written_findings: 'Written Findings of Facts is required',
    });
    const informal = await validate(form({ route: 'informal', comparable_sales: [] }, specOnly));
    expect(informal.json().errors).toEqual({});
  });

  it('refuses a formal application without the answers or with a split that does not add up, saving nothing', async () => {
    const missing = await generate(form({}, specOnly));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(
      'Validation failed: Principal Residence is required, Written Findings of Facts is required, Claim for Refund is required',
    );
    const split = await generate(
      form({}, completeInfo({ opinion_land: '300,000', opinion_improvements: '600,000' })),
    );
    expect(split.statusCode).toBe(400);
    expect(split.json().errors).toEqual({
      opinion_split:
        'Land ($300,000) and improvements ($600,000) add up to $900,000, not $940,000 (Your Opinion of Market Value): change one of them so they add up to the total',
    });
    const bad = await generate(form({}, { ...completeInfo(), principal_residence: 'perhaps' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Principal Residence must be yes or no');
    expect(await savedApplications()).toBe(0);
  });

  it.skipIf(!hasPdftotext)(
    'downloads one package: the application as answered, then the hearing evidence with the letter and comparables',
    async () => {
      const res = await generate(
        form(
          {},
          completeInfo({
            principal_residence: 'no',
            claim_for_refund: 'yes',
            opinion_land: '282,000',
            opinion_improvements: '658,000',
          }),
        ),
      );
      expect(res.statusCode).toBe(200);
      const text = pdfText(res.rawPayload);
      const line = (start: string) => text.split('\n').find((l) => l.includes(start)) ?? '';
      expect(line('PRINCIPAL PLACE OF RESIDENCE')).toMatch(/YES\s+X\s*NO/);
      expect(line('CLAIM FOR REFUND (R&T')).toMatch(/X\s*YES\s+NO/);
      expect(line('IMPROVEMENTS / STRUCTURES')).toMatch(/\$764,694\s+\$658,000/);
      expect(line('TOTAL')).toMatch(/\$1,092,420\s+\$940,000/);
      expect(text).toMatch(/ROLL YEAR: \d{4}-\d{2} \(VALUE AS OF JANUARY 1, \d{4}\)/);
      const evidence = text.slice(text.indexOf('EXHIBIT A - SUPPORTING INFORMATION (HEARING EVIDENCE)'));
      expect(evidence.length).toBeGreaterThan(100);
      expect(evidence).toContain('APPEAL LETTER');
      expect(evidence).toContain('Jane Q. Owner');
      expect(evidence).toContain('456 Oak Ave, Oakland, CA 94611');
      expect(await savedApplications()).toBe(1);

      // The Success plan's edited letter is the one in the package.
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/appeals/reports/${JOB}/letter`,
        headers: headers(),
        payload: { letter: 'Dear Members of the Board,\n\nMy edited letter for the hearing.' },
      });
      expect(put.statusCode).toBe(200);
      const again = pdfText((await generate(form())).rawPayload);
      expect(again).toContain('My edited letter for the hearing.');
    },
  );
});
