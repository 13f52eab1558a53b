import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FrameReport } from '@homie/contracts/tour';
import { loadArea } from '#lib/i18n/catalogues.ts';
import { ReportSummary } from './report-summary.tsx';

beforeAll(() => loadArea('dashboard'));

const base: FrameReport = {
  analyser: 'vision',
  room: { type: 'kitchen', label: 'Kitchen', confidence: 0.9 },
  features: ['sink'],
  quality: { brightness: 120, contrast: 50, sharpness: 300, issues: [] },
  condition: { rating: 'C4', reasons: ['Worn cabinet doors.'] },
  issues: [
    { description: 'Water stain under the sink', severity: 'medium', location: 'lower left' },
    { description: 'Chipped tile', severity: 'low' },
  ],
  checklist: [],
  limitations: [],
  materials: ['laminate countertop', 'oak cabinets'],
};

describe('ReportSummary (tour panel)', () => {
  it("shows a vision model's condition, each defect with severity and place, materials and the source", () => {
    render(<ReportSummary report={base} />);
    const findings = screen.getByRole('region', { name: 'Findings' });
    expect(within(findings).getByText('Vision model: judged from this one photo')).toBeVisible();
    expect(findings).toHaveTextContent(
      'Condition C4 — adequately maintained, some minor deferred maintenance',
    );
    const defects = within(findings).getAllByRole('listitem');
    expect(defects.map((d) => d.textContent)).toEqual([
      'Water stain under the sink (medium, lower left)',
      'Chipped tile (low)',
    ]);
    expect(findings).toHaveTextContent('Materials: laminate countertop, oak cabinets');
  });

  it('says an on-device look rates no condition and shows no rating or defects', () => {
    render(
      <ReportSummary
        report={{
          ...base,
          analyser: 'local',
          condition: { rating: null, reasons: [] },
          issues: [],
          materials: undefined,
        }}
      />,
    );
    const findings = screen.getByRole('region', { name: 'Findings' });
    expect(findings).toHaveTextContent('On-device look: object detection on this frame, no condition rating');
    expect(findings).not.toHaveTextContent(/Condition C/);
    expect(within(findings).queryByRole('list', { name: 'Defects' })).toBeNull();
  });
});
