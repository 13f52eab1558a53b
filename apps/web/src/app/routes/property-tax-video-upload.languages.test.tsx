/**
 * /property-tax-video-upload in the visitor's language (issue 55, decision 266): the page's texts
 * (area `dashboard`), the browser's checks in `details`' words, a refusal by its code, and a reason
 * the app does not know kept in English, marked. English stays the specification's
 * (video-upload-card.test.tsx).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { VIDEO_MESSAGES } from '@homie/contracts/videos';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkVideoFile } from '#features/videos/utils/check-video-file.ts';
import { loadArea, loadCatalogue } from '#lib/i18n/catalogues.ts';
import { englishText } from '#lib/i18n/i18n.tsx';
import { FakeXhr, installFakeXhr } from '#test/fake-xhr.ts';
import { renderApp } from '#test/render-app.tsx';

vi.mock('#features/videos/utils/check-video-file.ts', () => ({ checkVideoFile: vi.fn() }));
const check = vi.mocked(checkVideoFile);
const slow = { timeout: 8000 };
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

beforeAll(async () => {
  await Promise.all([loadCatalogue('es'), loadCatalogue('zh-Hant')]);
  await Promise.all([loadArea('dashboard'), loadArea('details')]);
});
beforeEach(() => {
  installFakeXhr();
  check.mockReset();
});

async function chooseFile(name = 'house.mp4', type = 'video/mp4') {
  const file = new File([new Uint8Array(1000)], name, { type });
  await act(async () => {
    fireEvent.change(screen.getByLabelText(/Archivo de video|影片檔案/), { target: { files: [file] } });
  });
}

describe('the English catalogue', () => {
  it('says what the specification says, word for word', () => {
    expect(englishText('dashboard.video.title')).toBe(VIDEO_MESSAGES.pageTitle);
    expect(englishText('dashboard.video.select')).toBe(VIDEO_MESSAGES.selectButton);
    expect(englishText('dashboard.video.upload')).toBe(VIDEO_MESSAGES.uploadButton);
    expect(englishText('dashboard.video.hint', { seconds: 90 })).toBe(VIDEO_MESSAGES.hint);
    expect(englishText('dashboard.video.success')).toBe(VIDEO_MESSAGES.success);
    expect(englishText('dashboard.video.uploading', { percent: 50 })).toBe(VIDEO_MESSAGES.uploading(50));
  });
});

describe('/property-tax-video-upload in Spanish', () => {
  it('the page, a browser check, the progress and the success in Spanish', async () => {
    check.mockResolvedValueOnce({ ok: false, message: VIDEO_MESSAGES.notVideo });
    renderApp('/property-tax-video-upload', { locale: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subir un video de la propiedad' }, slow),
    ).toBeVisible();
    expect(screen.getByRole('main')).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'Buscar su casa' })).toHaveAttribute('href', '/');
    expect(
      screen.getByText('Asegúrese de que su video sea nítido y dure menos de 90 segundos.'),
    ).toBeVisible();
    await chooseFile('notes.txt', 'text/plain');
    expect(screen.getByRole('alert')).toHaveTextContent('Seleccione un archivo de video');

    check.mockResolvedValueOnce({ ok: true, durationSeconds: 12 });
    await chooseFile();
    expect(screen.getByText(/Archivo elegido:/)).toHaveTextContent('Archivo elegido: house.mp4');
    await act(async () => screen.getByRole('button', { name: 'Subir video' }).click());
    act(() => FakeXhr.last!.progress(500, 1000));
    expect(screen.getByRole('progressbar', { name: 'Progreso de la subida' })).toBeVisible();
    expect(screen.getByText('Subiendo: 50 %')).toBeVisible();
    act(() => FakeXhr.last!.respond(201, uploaded));
    expect(await screen.findByText('¡Video subido correctamente! Redirigiendo...')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Este video aún no está vinculado a ninguna casa.');
    expect(screen.getByRole('link', { name: 'Ir ahora' })).toBeVisible();
  });
});

describe('/property-tax-video-upload in Traditional Chinese', () => {
  it('a refusal by its code, and a reason without one kept in English', async () => {
    check.mockResolvedValue({ ok: true, durationSeconds: 12 });
    renderApp('/property-tax-video-upload', { locale: 'zh-Hant' });
    expect(await screen.findByRole('heading', { level: 1, name: '上傳房產稅影片' }, slow)).toBeVisible();
    await chooseFile();
    await act(async () => screen.getByRole('button', { name: '上傳影片' }).click());
    act(() => FakeXhr.last!.respond(422, { error: VIDEO_MESSAGES.tooLong }));
    expect(await screen.findByRole('alert')).toHaveTextContent('影片不得超過 90 秒');
    await act(async () => screen.getByRole('button', { name: '上傳影片' }).click());
    act(() => FakeXhr.last!.respond(500, { error: 'Something went wrong on our side.' }));
    expect(await screen.findByText('影片上傳失敗，請再試一次。')).toBeVisible();
    await act(async () => screen.getByRole('button', { name: '上傳影片' }).click());
    act(() => FakeXhr.last!.respond(415, { error: 'Odd container.' }));
    const odd = await screen.findByText('Odd container.');
    expect(odd).toHaveAttribute('lang', 'en');
  });
});
