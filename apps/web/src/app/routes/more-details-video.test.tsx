import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { overpayingComps, propertyInfo, queryResult } from '#features/properties/testing/fixtures.ts';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';

const VIDEO = '33333333-3333-4333-8333-333333333333';
const findings = (owner_condition: string | null) => ({
  videos: [
    {
      video_id: VIDEO,
      status: 'done',
      frames_sampled: 2,
      rooms: [{ label: 'Kitchen', frames: 2 }],
      features: ['oak cabinets'],
      condition_cues: [],
      suggested_condition: null,
      owner_condition,
      frames: [],
      error: null,
      analysed_at: '2026-11-26T03:00:00.000Z',
    },
  ],
});

describe('/more-details: What your video shows (decision 114)', { timeout: 20_000 }, () => {
  it('a condition the owner confirms from the video goes into the details form, sent with "Update my analysis"', async () => {
    usePropertyStore.getState().reset();
    usePropertyStore.getState().setResult({
      userEnteredAddress: {
        street: '7450 Amador Valley Blvd',
        unit: '',
        city: 'Dublin',
        state: 'CA',
        zipCode: '94568',
      },
      propertyInfo: propertyInfo({ notes: '' }),
      comparables: overpayingComps,
    });
    usePropertyStore.getState().setJobId('job_1');
    const note = 'Condition (confirmed by the owner from the video): C3, well maintained, normal wear.';
    const api = mockFetch({
      'POST /manual_analysis': () => json({ success: true, job_id: 'job_1', error: null }),
      'GET /query_result': () => json(queryResult(overpayingComps, propertyInfo({ notes: note }))),
      'GET /api/videos/findings/job_1': () => json(findings(null)),
      [`PUT /api/videos/${VIDEO}/condition`]: () => json(findings('C3').videos[0]),
    });
    const { user } = renderApp('/more-details');
    const section = await screen.findByRole('region', { name: 'What your video shows' }, { timeout: 8000 });
    expect(within(section).getByText(/No condition cues were seen/)).toBeInTheDocument();
    await user.click(within(section).getByRole('radio', { name: /^C3: well maintained/ }));
    await user.click(within(section).getByRole('button', { name: 'Confirm condition' }));
    await expect
      .poll(() => (screen.getByLabelText('Additional notes') as HTMLTextAreaElement).value, { timeout: 5000 })
      .toBe(note);
    await user.click(screen.getByRole('button', { name: 'Update my analysis' }));
    await expect.poll(() => api.calls('POST /manual_analysis').length, { timeout: 5000 }).toBe(1);
    expect(api.calls('POST /manual_analysis')[0]!.body).toMatchObject({ job_id: 'job_1', notes: note });
    await act(async () => {});
  });
});
