import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadArea } from '#lib/i18n/catalogues.ts';
import { VIDEO_FINDINGS_TEXTS } from '@homie/contracts/evidence';
import { renderWithClient, signIn } from '#features/tour/components/tour-test-kit.tsx';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { propertyInfo } from '#features/properties/testing/fixtures.ts';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { conditionNote, VideoFindingsPanel } from './video-findings-panel.tsx';

const VIDEO = '33333333-3333-4333-8333-333333333333';
const done = (over: Record<string, unknown> = {}) => ({
  video_id: VIDEO,
  status: 'done',
  frames_sampled: 3,
  rooms: [{ label: 'Kitchen', frames: 2 }],
  features: ['oak cabinets', 'laminate countertops'],
  condition_cues: [
    'C4, adequately maintained, some minor deferred maintenance, at 0:05 (kitchen): dated finishes',
  ],
  suggested_condition: 'C4',
  owner_condition: null,
  frames: [
    { index: 0, at_seconds: 5, room: 'Kitchen', finding: 'Kitchen (80% confidence). Visible: oak cabinets.' },
  ],
  error: null,
  analysed_at: '2026-11-26T03:00:00.000Z',
  ...over,
});

describe('What your video shows', () => {
  // Shown on /more-details only: its words are that route's area (decisions 257, 259).
  beforeAll(() => loadArea('details'));

  it('shows nothing until a video of this analysis is known', async () => {
    const api = mockFetch({ 'GET /api/videos/findings/job_1': () => json({ videos: [] }) });
    renderWithClient(<VideoFindingsPanel jobId="job_1" />);
    await expect.poll(() => api.calls('GET /api/videos/findings/job_1').length, { timeout: 5000 }).toBe(1);
    expect(screen.queryByRole('heading', { name: VIDEO_FINDINGS_TEXTS.title })).not.toBeInTheDocument();
  });

  it('says it is looking, then shows rooms, features and condition cues', async () => {
    let answer: { videos: Record<string, unknown>[] } = {
      videos: [{ ...done(), status: 'running', rooms: [], features: [], condition_cues: [], frames: [] }],
    };
    mockFetch({ 'GET /api/videos/findings/job_1': () => json(answer) });
    renderWithClient(<VideoFindingsPanel jobId="job_1" />);
    expect(await screen.findByText(/Looking at your video/)).toBeInTheDocument();
    answer = { videos: [done()] };
    const card = await screen.findByRole('article', { name: 'Your video' }, { timeout: 6000 });
    expect(within(card).getByText('Kitchen (2 frames)')).toBeInTheDocument();
    expect(within(card).getByText('oak cabinets, laminate countertops')).toBeInTheDocument();
    expect(within(card).getByText(/^C4, adequately maintained.*dated finishes$/)).toBeInTheDocument();
    expect(within(card).getByText(/3 still frames looked at \(not stored\)/)).toBeInTheDocument();
  });

  it('confirms the condition the owner chooses and adds it to the details form notes', async () => {
    usePropertyStore.setState({ propertyInfo: { ...propertyInfo(), notes: 'New roof in 2019.' } });
    const api = mockFetch({
      'GET /api/videos/findings/job_1': () => json({ videos: [done()] }),
      [`PUT /api/videos/${VIDEO}/condition`]: (request) =>
        json(done({ owner_condition: (request.body as { condition: string }).condition })),
    });
    const { user } = renderWithClient(<VideoFindingsPanel jobId="job_1" />);
    const group = await screen.findByRole('group', { name: "Your home's condition" });
    expect(within(group).getByRole('radio', { name: /^C4: / })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: /^C5: obvious deferred maintenance/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm condition' }));
    expect(await screen.findByText(/Confirmed: C5\. Added to your notes/)).toBeInTheDocument();
    expect(api.calls(`PUT /api/videos/${VIDEO}/condition`)[0]?.body).toEqual({ condition: 'C5' });
    expect(usePropertyStore.getState().propertyInfo?.notes).toBe(`New roof in 2019.\n${conditionNote('C5')}`);
  });

  it('keeps a frame as evidence for a signed-in owner', async () => {
    signIn();
    const api = mockFetch({
      'GET /api/videos/findings/job_1': () => json({ videos: [done()] }),
      [`POST /api/videos/${VIDEO}/frames/0/evidence`]: () =>
        json(
          {
            id: '44444444-4444-4444-8444-444444444444',
            created_at: '2026-11-26T03:00:00.000Z',
            room: null,
            analysis: 'From your video at 0:05: x',
            report: {
              analyser: 'local',
              room: null,
              features: [],
              quality: { brightness: 1, contrast: 1, sharpness: 1, issues: [] },
              condition: { rating: null, reasons: [] },
              issues: [],
              checklist: [],
              limitations: [],
            },
            image_url: '/api/tour/captures/44444444-4444-4444-8444-444444444444/image',
          },
          201,
        ),
    });
    const { user } = renderWithClient(<VideoFindingsPanel jobId="job_1" />);
    await user.click(await screen.findByText('Frames looked at (1)'));
    await user.click(screen.getByRole('button', { name: 'Keep frame at 0:05 as evidence' }));
    expect(await screen.findByRole('button', { name: 'Kept as evidence' })).toBeDisabled();
    expect(screen.getByText(VIDEO_FINDINGS_TEXTS.kept)).toBeInTheDocument();
    expect(api.calls(`POST /api/videos/${VIDEO}/frames/0/evidence`)[0]?.headers.get('Authorization')).toBe(
      'Bearer access-1',
    );
  });

  it('reports a failed look with its reason', async () => {
    mockFetch({
      'GET /api/videos/findings/job_1': () =>
        json({ videos: [done({ status: 'failed', error: 'No frame could be read from this video.' })] }),
    });
    renderWithClient(<VideoFindingsPanel jobId="job_1" />);
    expect(await screen.findByText('No frame could be read from this video.')).toBeInTheDocument();
    expect(screen.getByText('Your video could not be looked at')).toBeInTheDocument();
  });
});
