import { VIDEO_MESSAGES } from '@homie/contracts/videos';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { renderApp } from '#test/render-app.tsx';
import { FakeXhr, installFakeXhr } from '#test/fake-xhr.ts';
import { checkVideoFile } from '../utils/check-video-file.ts';

vi.mock('../utils/check-video-file.ts', () => ({ checkVideoFile: vi.fn() }));
const check = vi.mocked(checkVideoFile);

const uploaded = {
  success: true,
  message: VIDEO_MESSAGES.success,
  data: {
    id: 'v1',
    job_id: null,
    filename: 'house.mp4',
    size_bytes: 1000,
    duration_seconds: 12,
    container: 'mp4',
    created_at: '2026-11-21T00:00:00.000Z',
  },
};

async function chooseFile(name = 'house.mp4', type = 'video/mp4') {
  const file = new File([new Uint8Array(1000)], name, { type });
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Video file'), { target: { files: [file] } });
  });
  return file;
}

describe('video upload page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    installFakeXhr();
    check.mockReset();
  });

  it('uploads with a determinate progress bar, then says so and returns to / after 3 seconds', async () => {
    check.mockResolvedValue({ ok: true, durationSeconds: 12 });
    const { user, router } = renderApp('/property-tax-video-upload');
    expect(
      await screen.findByRole('heading', { name: VIDEO_MESSAGES.pageTitle }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(VIDEO_MESSAGES.hint)).toBeInTheDocument();
    // No home looked up yet: the page asks which home the video is for.
    expect(screen.getByText(/Which home is this video for\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Look up your home' })).toHaveAttribute('href', '/');
    const uploadButton = screen.getByRole('button', { name: 'Upload Video' });
    expect(uploadButton).toBeDisabled();
    await chooseFile();
    expect(screen.getByText('house.mp4')).toBeInTheDocument();
    await user.click(uploadButton);
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/property-tax/videos/');
    expect((xhr.body!.get('video') as File).name).toBe('house.mp4');
    expect(xhr.body!.has('job_id')).toBe(false);
    act(() => xhr.progress(500, 1000));
    expect(screen.getByText('Uploading: 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('button', { name: 'Upload Video' })).toBeDisabled();
    act(() => xhr.progress(1000, 1000));
    expect(screen.getByText('Uploading: 100%')).toBeInTheDocument();
    act(() => xhr.respond(201, uploaded));
    expect(await screen.findByText(VIDEO_MESSAGES.success)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "This video is not tied to a home yet. Next: we take you to the start page; look up your home's address there.",
    );
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(router.state.location.pathname).toBe('/property-tax-video-upload');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4000 });
  });

  it("goes with the visitor's analysis: names the home, sends its job id, and says what comes next", async () => {
    check.mockResolvedValue({ ok: true, durationSeconds: 12 });
    usePropertyStore.setState({
      jobId: 'job-42',
      userEnteredAddress: { street: '123 Main St', unit: '', city: 'Dublin', state: 'CA', zipCode: '94568' },
    });
    const { user, router } = renderApp('/property-tax-video-upload');
    await screen.findByRole('heading', { name: VIDEO_MESSAGES.pageTitle }, { timeout: 5000 });
    expect(screen.getByText('123 Main St Dublin CA 94568').closest('p')).toHaveTextContent(
      "This video is for 123 Main St Dublin CA 94568. It is kept with this home's analysis",
    );
    await chooseFile();
    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/property-tax/videos/');
    expect(xhr.body!.get('job_id')).toBe('job-42');
    act(() => xhr.respond(201, { ...uploaded, data: { ...uploaded.data, job_id: 'job-42' } }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(VIDEO_MESSAGES.success);
    expect(status).toHaveTextContent(
      "Kept with the analysis of 123 Main St Dublin CA 94568: we look at it to improve the comparable match. Next: we take you back to your home's result.",
    );
    await user.click(screen.getByRole('link', { name: 'Go now' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('clears the selection and explains when the browser check fails', async () => {
    check.mockResolvedValue({ ok: false, message: VIDEO_MESSAGES.notVideo });
    renderApp('/property-tax-video-upload');
    await screen.findByRole('heading', { name: VIDEO_MESSAGES.pageTitle }, { timeout: 5000 });
    await chooseFile('notes.txt', 'text/plain');
    expect(screen.getByRole('alert')).toHaveTextContent(VIDEO_MESSAGES.notVideo);
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Video' })).toBeDisabled();
  });

  it("keeps the file after a failed upload: the generic text, or the server's reason for a refused file", async () => {
    check.mockResolvedValue({ ok: true, durationSeconds: 12 });
    const { user } = renderApp('/property-tax-video-upload');
    await screen.findByRole('heading', { name: VIDEO_MESSAGES.pageTitle }, { timeout: 5000 });
    await chooseFile();
    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    act(() => FakeXhr.last!.respond(500, { error: 'Something went wrong on our side. Please try again.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VIDEO_MESSAGES.uploadFailed);
    expect(screen.getByText('house.mp4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    act(() => FakeXhr.last!.respond(422, { error: VIDEO_MESSAGES.tooLong }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(VIDEO_MESSAGES.tooLong));
  });
});
