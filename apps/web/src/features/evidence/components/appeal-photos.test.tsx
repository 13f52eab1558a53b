import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_TEXTS, photoConditionStatement } from '@homie/contracts/evidence';
import { fakeObjectUrls, renderWithClient, signIn } from '#features/tour/components/tour-test-kit.tsx';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { AppealPhotos } from './appeal-photos.tsx';
import { loadArea } from '#lib/i18n/catalogues.ts';

// Rendered alone, as on no route: the `dashboard` area loads first, as /tour does (decision 266).
beforeAll(() => loadArea('dashboard'));

const capture = (id: string, room: 'kitchen' | 'bathroom', created_at: string) => {
  const label = room === 'kitchen' ? 'Kitchen' : 'Bathroom';
  const report = {
    analyser: 'local',
    room: { type: room, label, confidence: 0.7 },
    features: ['sink'],
    quality: { brightness: 120, contrast: 50, sharpness: 300, issues: [] },
    condition: { rating: null, reasons: [] },
    issues: [],
    checklist: [],
    limitations: [],
  };
  return {
    id,
    created_at,
    room: report.room,
    analysis: 'a',
    report,
    image_url: `/api/tour/captures/${id}/image`,
  };
};
const kitchen = capture('11111111-1111-4111-8111-111111111111', 'kitchen', '2026-11-21T15:04:00.000Z');
const bath = capture('22222222-2222-4222-8222-222222222222', 'bathroom', '2026-11-21T14:00:00.000Z');
const image = () => new Response(new Blob(['jpeg']), { headers: { 'Content-Type': 'image/jpeg' } });
const STATEMENT = photoConditionStatement(2026);
const order = (photos: unknown[] = []) => ({
  job_id: 'job_1',
  order_id: 'ord_1',
  address: '123 Main St, Oakland, CA 94611',
  roll_year: 2026,
  photos,
});

const routes = (orders: unknown[]) => ({
  'GET /api/tour/captures/': () => json({ captures: [kitchen, bath] }),
  [`GET ${kitchen.image_url}`]: image,
  [`GET ${bath.image_url}`]: image,
  'GET /api/appeals/evidence-photos/': () => json({ orders }),
});

describe('AppealPhotos', () => {
  it('saves the ticked photos in the order ticked, with their captions', async () => {
    signIn();
    fakeObjectUrls();
    const api = mockFetch({
      ...routes([order()]),
      'PUT /api/appeals/evidence-photos/job_1': (request) => {
        const { photos } = request.body as { photos: { capture_id: string; caption: string }[] };
        return json(
          order(
            photos.map((p, i) => ({
              ...p,
              position: i,
              room: 'Kitchen',
              taken_at: kitchen.created_at,
              finding: 'Kitchen.',
              image_url: kitchen.image_url,
              in_package: true,
            })),
          ),
        );
      },
    });
    const { user } = renderWithClient(<AppealPhotos />);
    expect(await screen.findByRole('heading', { name: EVIDENCE_TEXTS.title })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: /^Use in the appeal: Bathroom/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Use in the appeal: Kitchen/ }));
    await user.type(screen.getByRole('textbox', { name: /^Caption for Kitchen/ }), 'Original 1962 kitchen');
    expect(screen.getByText(/2 of at most 12 photos chosen/)).toBeInTheDocument();
    // Not without the owner's statement that the condition shown existed on the lien date (decision 237).
    const statement = screen.getByRole('checkbox', { name: STATEMENT });
    expect(statement).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save appeal photos' }));
    await waitFor(() => expect(statement).toHaveAccessibleDescription(EVIDENCE_TEXTS.statementRequired));
    expect(statement).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('PUT /api/appeals/evidence-photos/job_1')).toHaveLength(0);
    await user.click(statement);
    await user.click(screen.getByRole('button', { name: 'Save appeal photos' }));
    expect(await screen.findByRole('status')).toHaveTextContent(EVIDENCE_TEXTS.saved);
    expect(api.calls('PUT /api/appeals/evidence-photos/job_1')[0]?.body).toEqual({
      photos: [
        { capture_id: bath.id, caption: '' },
        { capture_id: kitchen.id, caption: 'Original 1962 kitchen' },
      ],
      condition_statement: true,
    });
    expect(api.calls('PUT /api/appeals/evidence-photos/job_1')[0]?.headers.get('Authorization')).toBe(
      'Bearer access-1',
    );
  });

  it('starts from the photos already attached, and removes one when it is unticked and saved', async () => {
    signIn();
    fakeObjectUrls();
    const attached = {
      capture_id: kitchen.id,
      caption: 'Old kitchen',
      position: 0,
      room: 'Kitchen',
      taken_at: kitchen.created_at,
      finding: 'Kitchen.',
      image_url: kitchen.image_url,
      // Saved before the statement was asked for: chosen, but not printed until it is ticked.
      in_package: false,
    };
    const api = mockFetch({
      ...routes([order([attached])]),
      'PUT /api/appeals/evidence-photos/job_1': () => json(order()),
    });
    const { user } = renderWithClient(<AppealPhotos />);
    const box = await screen.findByRole('checkbox', { name: /^Use in the appeal: Kitchen/ });
    expect(box).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Caption for Kitchen/ })).toHaveValue('Old kitchen');
    expect(screen.getByText(EVIDENCE_TEXTS.notInPackage)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: STATEMENT })).not.toBeChecked();
    await user.click(box);
    // With no photo chosen there is nothing to state.
    expect(screen.queryByRole('checkbox', { name: STATEMENT })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Caption for Kitchen/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save appeal photos' }));
    await waitFor(() =>
      expect(api.calls('PUT /api/appeals/evidence-photos/job_1')[0]?.body).toEqual({
        photos: [],
        condition_statement: false,
      }),
    );
  });

  it('says to buy a plan first when the user has no paid appeal', async () => {
    signIn();
    fakeObjectUrls();
    mockFetch(routes([]));
    renderWithClient(<AppealPhotos />);
    expect(await screen.findByText(EVIDENCE_TEXTS.noOrders)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    signIn();
    fakeObjectUrls();
    mockFetch({
      ...routes([order()]),
      'PUT /api/appeals/evidence-photos/job_1': () => json({ error: EVIDENCE_TEXTS.notOwnCapture }, 404),
    });
    const { user } = renderWithClient(<AppealPhotos />);
    await user.click(await screen.findByRole('checkbox', { name: /^Use in the appeal: Kitchen/ }));
    await user.click(screen.getByRole('checkbox', { name: STATEMENT }));
    await user.click(screen.getByRole('button', { name: 'Save appeal photos' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/you can attach only photos you saved yourself/)).toBeInTheDocument();
  });
});
