import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { loadArea } from '#lib/i18n/catalogues.ts';
import { EvidenceList } from './evidence-list.tsx';
import { fakeObjectUrls, renderWithClient, signIn } from './tour-test-kit.tsx';

beforeAll(() => loadArea('dashboard'));
const EMPTY = 'No evidence saved yet. Start the tour, analyze a view, then save it as evidence.';

const capture = (id: string, room: 'kitchen' | null, created_at: string) => ({
  id,
  created_at,
  room: room ? { type: room, label: 'Kitchen', confidence: 0.57 } : null,
  analysis: 'Hey homie! This looks like a **kitchen** to me.',
  report: {
    analyser: 'local',
    room: room ? { type: room, label: 'Kitchen', confidence: 0.57 } : null,
    features: ['microwave', 'sink'],
    quality: {
      brightness: 120,
      contrast: 50,
      sharpness: 300,
      issues: room ? [] : [{ kind: 'blurry', message: 'm', tip: 't' }],
    },
    condition: { rating: null, reasons: [] },
    issues: [],
    checklist: [],
    limitations: [],
  },
  image_url: `/api/tour/captures/${id}/image`,
});
const first = capture('11111111-1111-4111-8111-111111111111', 'kitchen', '2026-11-21T15:04:00.000Z');
const second = capture('22222222-2222-4222-8222-222222222222', null, '2026-11-21T14:00:00.000Z');
const image = () => new Response(new Blob(['jpeg']), { headers: { 'Content-Type': 'image/jpeg' } });

describe('EvidenceList', () => {
  it('lists captures with photo, time, room and findings, fetched with the Bearer token', async () => {
    signIn();
    fakeObjectUrls();
    const api = mockFetch({
      'GET /api/tour/captures/': () => json({ captures: [first, second] }),
      [`GET ${first.image_url}`]: image,
      [`GET ${second.image_url}`]: image,
    });
    renderWithClient(<EvidenceList />);
    const kitchen = await screen.findByRole('article', { name: /^Kitchen \(57% sure\), / });
    expect(within(kitchen).getByText('microwave, sink')).toBeInTheDocument();
    expect(await within(kitchen).findByRole('img', { name: /^Evidence photo: Kitchen/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(within(kitchen).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      expect.stringMatching(/^homie-evidence-kitchen-2026-11-21-\d{4}\.jpg$/),
    );
    const unknown = screen.getByRole('article', { name: /^Room not identified, / });
    expect(within(unknown).getByText(/blurry/)).toBeInTheDocument();
    expect(api.calls(`GET ${first.image_url}`)[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(screen.getByRole('heading', { name: /Your evidence \(2\)/ })).toBeInTheDocument();
  });

  it('deletes a capture after a confirmation', async () => {
    signIn();
    fakeObjectUrls();
    let list = [first, second];
    const api = mockFetch({
      'GET /api/tour/captures/': () => json({ captures: list }),
      [`GET ${first.image_url}`]: image,
      [`GET ${second.image_url}`]: image,
      [`DELETE /api/tour/captures/${first.id}/`]: () => {
        list = [second];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderWithClient(<EvidenceList />);
    const kitchen = await screen.findByRole('article', { name: /^Kitchen/ });
    await user.click(within(kitchen).getByRole('button', { name: /^Delete capture: Kitchen/ }));
    await user.click(within(kitchen).getByRole('button', { name: 'Keep it' }));
    expect(api.calls(`DELETE /api/tour/captures/${first.id}/`)).toHaveLength(0);
    await user.click(within(kitchen).getByRole('button', { name: /^Delete capture: Kitchen/ }));
    await user.click(within(kitchen).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Kitchen/ })).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('says when there is nothing yet, and offers a retry when loading fails', async () => {
    signIn();
    mockFetch({ 'GET /api/tour/captures/': () => json({ captures: [] }) });
    const { unmount } = renderWithClient(<EvidenceList />);
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    unmount();
    let fail = true;
    mockFetch({
      'GET /api/tour/captures/': () =>
        fail ? json({ error: 'Database is down.' }, 503) : json({ captures: [] }),
    });
    const { user } = renderWithClient(<EvidenceList />);
    expect(await screen.findByText('Database is down.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
  });
});
