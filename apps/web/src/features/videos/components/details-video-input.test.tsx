import { VIDEO_MESSAGES } from '@homie/contracts/videos';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadArea } from '#lib/i18n/catalogues.ts';
import { useSessionStore } from '#lib/session-store.ts';
import { FakeXhr, installFakeXhr } from '#test/fake-xhr.ts';
import { checkVideoFile } from '../utils/check-video-file.ts';
import { DetailsVideoInput } from './details-video-input.tsx';

/** The app's providers the input needs: a query client for the upload mutation. */
function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

vi.mock('../utils/check-video-file.ts', () => ({ checkVideoFile: vi.fn() }));
const check = vi.mocked(checkVideoFile);

const pick = async () => {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(/Upload a video of your home/), {
      target: { files: [new File([new Uint8Array(10)], 'yard.webm', { type: 'video/webm' })] },
    });
  });
};

describe('details screen video input', () => {
  // Shown on /more-details only: its words are that route's area (decisions 257, 259).
  beforeAll(() => loadArea('details'));

  beforeEach(() => {
    installFakeXhr();
    check.mockReset();
  });

  it('uploads to /upload-video with the job id and reports completion', async () => {
    check.mockResolvedValue({ ok: true, durationSeconds: 5 });
    render(<DetailsVideoInput jobId="job_9" />, { wrapper });
    expect(screen.getByLabelText(/Upload a video of your home/)).toHaveAttribute('accept', 'video/*');
    expect(screen.getByText(VIDEO_MESSAGES.privacyNote)).toBeInTheDocument();
    await pick();
    expect(screen.getByRole('status')).toHaveTextContent('Uploading...');
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/upload-video');
    expect(xhr.body!.get('job_id')).toBe('job_9');
    await act(async () =>
      xhr.respond(201, {
        success: true,
        message: 'ok',
        data: {
          id: 'v',
          job_id: 'job_9',
          filename: 'yard.webm',
          size_bytes: 10,
          duration_seconds: 5,
          container: 'webm',
          created_at: 'x',
        },
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Upload complete!');
  });

  it("names the job before the file, and sends a signed-in visitor's token (decision 092)", async () => {
    check.mockResolvedValue({ ok: true, durationSeconds: 5 });
    render(<DetailsVideoInput jobId="job_9" />, { wrapper });
    await pick();
    expect([...FakeXhr.last!.body!.keys()]).toEqual(['job_id', 'video']);
    expect(FakeXhr.last!.headers.Authorization).toBeUndefined();
    useSessionStore.setState({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    try {
      await pick();
      expect(FakeXhr.last!.headers.Authorization).toBe('Bearer access-1');
    } finally {
      useSessionStore.setState({ accessToken: null, refreshToken: null });
    }
  });

  it('shows the server error with its status and text', async () => {
    check.mockResolvedValue({ ok: true, durationSeconds: 5 });
    render(<DetailsVideoInput jobId={null} />, { wrapper });
    await pick();
    await act(async () => FakeXhr.last!.respond(422, { error: VIDEO_MESSAGES.tooLong }));
    expect(screen.getByRole('status')).toHaveTextContent(
      `Upload failed: Server error: 422 - ${VIDEO_MESSAGES.tooLong}`,
    );
  });

  it('shows the browser check failure', async () => {
    check.mockResolvedValue({ ok: false, message: VIDEO_MESSAGES.unreadable });
    render(<DetailsVideoInput jobId={null} />, { wrapper });
    await pick();
    expect(screen.getByRole('status')).toHaveTextContent(`Upload failed: ${VIDEO_MESSAGES.unreadable}`);
    expect(FakeXhr.last).toBeNull();
  });
});
