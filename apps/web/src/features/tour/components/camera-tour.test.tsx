import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TOUR_TEXTS } from '@homie/contracts/tour';
import { emitLogout } from '#lib/session-events.ts';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { PHOTO_UNREADABLE } from '../hooks/use-analyze-view.ts';
import { tourActions, useTourStore } from '../stores/tour-store.ts';
import { CameraTour } from './camera-tour.tsx';
import { fakeCamera, fakeFrames, fakeObjectUrls, renderWithClient, signIn } from './tour-test-kit.tsx';
import { loadArea } from '#lib/i18n/catalogues.ts';

beforeAll(() => loadArea('dashboard'));

const report = {
  analyser: 'local',
  room: { type: 'bathroom', label: 'Bathroom', confidence: 0.66 },
  features: ['toilet', 'sink'],
  quality: { brightness: 120, contrast: 50, sharpness: 300, issues: [] },
  condition: { rating: null, reasons: [] },
  issues: [],
  checklist: ['Cracked, chipped or missing tile'],
  limitations: [],
};
const reply = {
  analysis:
    'Hey homie! This looks like a **bathroom** to me (about 66% sure).\n\n**Worth checking for your appeal:**\n- Cracked, chipped or missing tile',
  report,
  evidence_token: 'signed-token',
};
const saved = {
  id: '5b0c7c1e-8a43-4bd4-9a57-8b8a1f7e2d11',
  created_at: '2026-11-21T15:04:00.000Z',
  room: report.room,
  analysis: reply.analysis,
  report,
  image_url: '/api/tour/captures/5b0c7c1e-8a43-4bd4-9a57-8b8a1f7e2d11/image',
};

/** The API of a view analysed and saved: the saved capture is listed from then on. */
function analyseAndSaveRoutes(): Parameters<typeof mockFetch>[0] {
  let captures: unknown[] = [];
  return {
    'GET /api/tour/captures/': () => json({ captures }),
    'POST /api/analyze-frame/': () => json(reply),
    'POST /api/tour/captures/': () => {
      captures = [saved];
      return json(saved, 201);
    },
    [`GET ${saved.image_url}`]: () =>
      new Response(new Blob(['jpeg']), { headers: { 'Content-Type': 'image/jpeg' } }),
  };
}

function setup(routes: Parameters<typeof mockFetch>[0] = {}, refusal?: Error) {
  // The tour's messages live in a module store: each test starts with none.
  tourActions.reset();
  signIn();
  fakeObjectUrls();
  const camera = fakeCamera(refusal);
  const frames = fakeFrames();
  const api = mockFetch({ 'GET /api/tour/captures/': () => json({ captures: [] }), ...routes });
  return { camera, frames, api, ...renderWithClient(<CameraTour />) };
}

describe('CameraTour', () => {
  it('opens the rear camera at ideal 1280×720 (video only) and invites the user to start', async () => {
    const { camera } = setup();
    await waitFor(() => expect(camera.getUserMedia).toHaveBeenCalledOnce());
    expect(camera.getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    });
    expect(screen.getByLabelText('Live camera view')).toBeVisible();
    expect(screen.getByText(TOUR_TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TOUR_TEXTS.analyzeButton })).not.toBeInTheDocument();
  });

  it('replaces the view with the camera error when access is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup({}, new DOMException('Permission denied', 'NotAllowedError'));
    // Spec §8's line, the browser's reason inside it.
    expect(
      await screen.findByText(
        (_, element) =>
          element?.textContent === 'Error accessing camera: Permission denied' && element.tagName === 'P',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Live camera view')).not.toBeVisible();
  });

  it('explains a missing camera in plain words and offers a photo instead', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup({}, new DOMException('Requested device not found', 'NotFoundError'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No camera was found on this device.');
    expect(alert).toHaveTextContent('take or choose a photo of the room instead');
    expect(alert).toHaveTextContent('Error accessing camera: Requested device not found');
    const photo = screen.getByLabelText('Take or choose a photo');
    expect(photo).toHaveAttribute('type', 'file');
    expect(photo).toHaveAttribute('accept', 'image/*');
    expect(photo).toHaveAttribute('capture', 'environment');
    expect(photo).toBeEnabled();
  });

  it.each([
    ['NotReadableError', 'Could not start video source', 'Your camera is busy'],
    ['NotAllowedError', 'Permission denied', 'Camera access was turned off for this site.'],
  ])('says what a %s means', async (name, message, title) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup({}, new DOMException(message, name));
    expect(await screen.findByRole('alert')).toHaveTextContent(title);
  });

  it('analyses a chosen photo, scaled down to a frame, without a camera, and saves it as evidence', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A 12 MP phone photo.
    const bitmap = { width: 4032, height: 3024, close: vi.fn() };
    const createImageBitmap = vi.fn(async () => bitmap);
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    const { user, api, frames } = setup(
      analyseAndSaveRoutes(),
      new DOMException('Requested device not found', 'NotFoundError'),
    );
    const photo = new File(['phone-photo'], 'IMG_0042.jpg', { type: 'image/jpeg' });
    await screen.findByRole('alert');
    await user.upload(screen.getByLabelText('Take or choose a photo'), photo);

    expect(await screen.findByText('bathroom', { selector: 'strong' })).toBeInTheDocument();
    expect(createImageBitmap).toHaveBeenCalledWith(photo, { imageOrientation: 'from-image' });
    expect(frames.drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 1920, 1440);
    expect(frames.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.8);
    const sent = api.calls('POST /api/analyze-frame/')[0]?.body as FormData;
    // The canvas's JPEG goes, not the phone's file.
    expect(sent.get('image')).toMatchObject({ name: 'frame.jpg', size: 'jpeg-bytes'.length });

    await user.click(screen.getByRole('button', { name: 'Save as evidence' }));
    expect(await screen.findByRole('button', { name: 'Saved as evidence' })).toBeDisabled();
    const form = api.calls('POST /api/tour/captures/')[0]?.body as FormData;
    expect(form.get('evidence_token')).toBe('signed-token');
    const evidence = screen.getByRole('region', { name: /Your evidence/ });
    expect(
      await within(evidence).findByRole('article', { name: /Bathroom \(66% sure\)/ }),
    ).toBeInTheDocument();
  });

  it('offers the photo beside a working camera too', async () => {
    const { camera } = setup();
    await waitFor(() => expect(camera.getUserMedia).toHaveBeenCalledOnce());
    expect(screen.getByLabelText('Take or choose a photo')).toHaveAttribute('accept', 'image/*');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when a chosen file is not a photo the browser can open', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    const { user, api } = setup();
    await user.upload(
      screen.getByLabelText('Take or choose a photo'),
      new File(['not-an-image'], 'IMG_0043.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText(PHOTO_UNREADABLE)).toBeInTheDocument();
    expect(api.calls('POST /api/analyze-frame/')).toHaveLength(0);
  });

  it('runs a tour: start, analyse the current view, show the formatted reply, save it as evidence', async () => {
    const { user, api, frames } = setup(analyseAndSaveRoutes());
    await user.click(screen.getByRole('button', { name: 'Start tour' }));
    expect(screen.getByText(TOUR_TEXTS.started)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TOUR_TEXTS.analyzeButton }));
    expect(await screen.findByText('bathroom', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Homie assistant')).toBeInTheDocument();
    // The reply's list, inside the analysis panel (a toast elsewhere on the page is a list item too).
    const analysis = screen.getByRole('region', { name: 'AI Analysis' });
    expect(within(analysis).getByRole('listitem')).toHaveTextContent('Cracked, chipped or missing tile');
    expect(frames.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.8);
    expect(api.calls('POST /api/analyze-frame/')[0]?.headers.get('Authorization')).toBe('Bearer access-1');

    await user.click(screen.getByRole('button', { name: 'Save as evidence' }));
    expect(await screen.findByRole('button', { name: 'Saved as evidence' })).toBeDisabled();
    const form = api.calls('POST /api/tour/captures/')[0]?.body as FormData;
    expect(form.get('evidence_token')).toBe('signed-token');
    expect((form.get('image') as File).name).toBe('frame.jpg');
    const evidence = screen.getByRole('region', { name: /Your evidence/ });
    expect(
      await within(evidence).findByRole('article', { name: /Bathroom \(66% sure\)/ }),
    ).toBeInTheDocument();
  });

  it('shows "Analyzing..." and disables the button while a frame is analysed', async () => {
    let answer: (r: Response) => void = () => {};
    const { user } = setup({
      'POST /api/analyze-frame/': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await user.click(screen.getByRole('button', { name: 'Start tour' }));
    await user.click(screen.getByRole('button', { name: TOUR_TEXTS.analyzeButton }));
    expect(await screen.findByText(TOUR_TEXTS.analyzing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TOUR_TEXTS.analyzeButton })).toBeDisabled();
    await act(async () => answer(json(reply)));
    expect(await screen.findByRole('button', { name: TOUR_TEXTS.analyzeButton })).toBeEnabled();
  });

  it('drops a reply that arrives after the tour ended', async () => {
    let answer: (r: Response) => void = () => {};
    const { user } = setup({
      'POST /api/analyze-frame/': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await user.click(screen.getByRole('button', { name: 'Start tour' }));
    await user.click(screen.getByRole('button', { name: TOUR_TEXTS.analyzeButton }));
    await screen.findByText(TOUR_TEXTS.analyzing);
    await user.click(screen.getByRole('button', { name: 'Stop tour' }));
    await act(async () => answer(json(reply)));
    expect(screen.getByText(TOUR_TEXTS.ended)).toBeInTheDocument();
    expect(screen.queryByText('bathroom', { selector: 'strong' })).not.toBeInTheDocument();
  });

  it('shows the spec error text for a failed analysis', async () => {
    const { user } = setup({
      'POST /api/analyze-frame/': () => json({ error: 'The image is too large: at most 10 MB.' }, 413),
    });
    await user.click(screen.getByRole('button', { name: 'Start tour' }));
    await user.click(screen.getByRole('button', { name: TOUR_TEXTS.analyzeButton }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Error: The image is too large: at most 10 MB.\nDetails: No details provided\nStatus: 413',
    );
    expect(screen.queryByRole('button', { name: 'Save as evidence' })).not.toBeInTheDocument();
  });

  it('says so when no frame can be captured', async () => {
    const { user } = setup();
    vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(0);
    await user.click(screen.getByRole('button', { name: 'Start tour' }));
    await user.click(screen.getByRole('button', { name: TOUR_TEXTS.analyzeButton }));
    expect(await screen.findByText(TOUR_TEXTS.captureFailed)).toBeInTheDocument();
    expect(useTourStore.getState().isLoading).toBe(false);
  });

  it('ends the tour with the end message and releases the camera; reopens it on the next start', async () => {
    const { user, camera } = setup();
    await user.click(screen.getByRole('button', { name: 'Start tour' }));
    await user.click(screen.getByRole('button', { name: 'Stop tour' }));
    expect(screen.getByText(TOUR_TEXTS.ended)).toBeInTheDocument();
    expect(camera.tracks[0]?.stop).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Start tour' }));
    await waitFor(() => expect(camera.getUserMedia).toHaveBeenCalledTimes(2));
  });

  it('stops the camera tracks when the dashboard is left', async () => {
    const { camera, unmount } = setup();
    await waitFor(() => expect(camera.tracks).toHaveLength(1));
    unmount();
    expect(camera.tracks[0]?.stop).toHaveBeenCalled();
  });

  it('resets the tour state on logout', async () => {
    const { user } = setup({ 'POST /api/analyze-frame/': () => json(reply) });
    await user.click(screen.getByRole('button', { name: 'Start tour' }));
    await user.click(screen.getByRole('button', { name: TOUR_TEXTS.analyzeButton }));
    await screen.findByRole('button', { name: 'Save as evidence' });
    act(() => emitLogout());
    expect(useTourStore.getState()).toMatchObject({
      isRecording: false,
      aiResponse: '',
      isLoading: false,
      lastFrame: null,
    });
    expect(screen.getByText(TOUR_TEXTS.empty)).toBeInTheDocument();
  });

  it('collapses and expands the AI Analysis panel', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: TOUR_TEXTS.panelTitle });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(TOUR_TEXTS.empty)).not.toBeVisible();
  });

  it('keeps the fullscreen toggle in sync with the browser', async () => {
    const { user } = setup();
    const stage = screen.getByLabelText('Live camera view').parentElement as HTMLElement;
    let current: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', { get: () => current, configurable: true });
    stage.requestFullscreen = vi.fn(async () => {
      current = stage;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    document.exitFullscreen = vi.fn(async () => {
      current = null;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    await user.click(screen.getByRole('button', { name: 'Enter fullscreen' }));
    expect(screen.getByRole('button', { name: 'Exit fullscreen' })).toHaveAttribute('aria-pressed', 'true');
    // The browser leaves fullscreen on its own (Esc): the button follows.
    act(() => {
      current = null;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(screen.getByRole('button', { name: 'Enter fullscreen' })).toBeInTheDocument();
  });
});
