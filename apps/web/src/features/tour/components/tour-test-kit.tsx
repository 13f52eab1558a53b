/** Test doubles for the camera tour: a fake camera, a fake canvas and a render with a query client. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Toaster } from '#components/ui/toast.tsx';
import { saveSession } from '#lib/session-store.ts';

export function signIn() {
  saveSession({
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    user: { user_id: 'u1', email: 'ana@example.com' },
  });
}

/** navigator.mediaDevices.getUserMedia answering a stream whose tracks record stop(); or refusing. */
export function fakeCamera(refusal?: Error) {
  const tracks: { stop: ReturnType<typeof vi.fn> }[] = [];
  const getUserMedia = vi.fn(async () => {
    if (refusal) throw refusal;
    const track = { stop: vi.fn(), kind: 'video' };
    tracks.push(track);
    return { getTracks: () => [track] } as unknown as MediaStream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  return { getUserMedia, tracks };
}

/** A video that has a 1280×720 frame and a canvas that encodes it as a small JPEG blob. */
export function fakeFrames(size = { width: 1280, height: 720 }) {
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(size.width);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(size.height);
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage,
  } as unknown as CanvasRenderingContext2D);
  const toBlob = vi
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback: BlobCallback) =>
      callback(new Blob(['jpeg-bytes'], { type: 'image/jpeg' })),
    );
  return { drawImage, toBlob };
}

/** Blob URLs for <img> in jsdom. */
export function fakeObjectUrls() {
  let n = 0;
  const revoke = vi.fn();
  Object.defineProperty(URL, 'createObjectURL', {
    value: vi.fn(() => `blob:capture-${++n}`),
    configurable: true,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { value: revoke, configurable: true });
  return { revoke };
}

export function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, user, client };
}
