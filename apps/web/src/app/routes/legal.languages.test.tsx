/**
 * The legal pages in six languages (issue 55, decision 261): translated in full, loaded with their
 * route (the `legal` area), and in every language but English a note that the page is a translation
 * and the English version governs, with a way to read it in English. English reads as before.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { RETENTION } from '@homie/contracts/retention';
import { loadCatalogue } from '#lib/i18n/catalogues.ts';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp, storeSession } from '#test/render-app.tsx';

const slow = { timeout: 8000 };

beforeAll(async () => {
  await Promise.all([loadCatalogue('es'), loadCatalogue('zh-Hant')]);
});

const note = () => screen.queryByRole('note');

describe('the legal pages in English', () => {
  it('Terms and Conditions read as the specification writes them, with no translation note', async () => {
    mockFetch({});
    renderApp('/terms-and-conditions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }, slow),
    ).toBeVisible();
    expect(screen.getByText('Last updated May 4th 2025')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '2. Brokerage disclaimer' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '11. Governing law and contact' })).toBeVisible();
    expect(screen.getByText('all sales are final and we do not offer refunds or returns').tagName).toBe(
      'STRONG',
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(note()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read it in English' })).not.toBeInTheDocument();
    expect(main).not.toHaveAttribute('lang');
  });

  it('the Privacy Policy reads as before, its retention figures from the contract', async () => {
    mockFetch({});
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, slow)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '9. Retention and deletion' })).toBeVisible();
    expect(
      screen.getByText(`deleted ${RETENTION.videoDays} days after you upload them`, { exact: false }),
    ).toBeVisible();
    expect(
      screen.getByText(`at least once every ${RETENTION.sweepEveryHours} hours.`, { exact: false }),
    ).toBeVisible();
    expect(note()).not.toBeInTheDocument();
  });
});

describe('the legal pages in Spanish', () => {
  it('Terms and Conditions in full, with the note that English governs, and a button back to English', async () => {
    mockFetch({});
    const { user } = renderApp('/terms-and-conditions', { locale: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' }, slow),
    ).toBeVisible();
    expect(screen.getByText('Última actualización: 4 de mayo de 2025')).toBeVisible();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toHaveLength(11);
    expect(headings).toContain('2. Aviso sobre la correduría');
    expect(headings).toContain('7. Planes, pago y política de no reembolso');
    expect(headings).toContain('11. Ley aplicable y contacto');
    expect(screen.queryByText(/Brokerage disclaimer|Governing law/)).not.toBeInTheDocument();
    expect(
      screen.getByText('todas las ventas son definitivas y no ofrecemos reembolsos ni devoluciones').tagName,
    ).toBe('STRONG');
    const main = screen.getByRole('main');
    expect(main).not.toHaveAttribute('lang');
    expect(within(main).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(main).getByText(/escriba a support@homie\.example\.$/)).toBeVisible();

    // The note comes first, before the sections, and says the English version governs.
    const translation = note();
    expect(translation).toHaveTextContent('prevalece la versión en inglés');
    expect(
      translation?.compareDocumentPosition(screen.getAllByRole('heading', { level: 2 })[0] as Node),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    // Reading it in English is the language switcher's own choice: every text changes, the note goes.
    await user.click(within(translation as HTMLElement).getByRole('button', { name: 'Leerla en inglés' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }, slow),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '2. Brokerage disclaimer' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(document.documentElement.lang).toBe('en');
    expect(note()).not.toBeInTheDocument();
  });

  it('the Privacy Policy in full, the retention figures in Spanish', async () => {
    mockFetch({});
    renderApp('/privacy-policy', { locale: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' }, slow),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);
    const section = screen.getByRole('heading', { level: 2, name: '9. Conservación y eliminación' });
    const text = within(section.closest('section') as HTMLElement);
    expect(text.getByText(/se eliminan 180 días después de cargarlos/)).toBeVisible();
    expect(text.getByText(/o 2 años después de guardarlas/)).toBeVisible();
    expect(text.getByText(/al menos una vez cada 24 horas\./)).toBeVisible();
    expect(note()).toHaveTextContent('prevalece la versión en inglés');
    expect(screen.getByRole('button', { name: 'Leerla en inglés' })).toBeVisible();
  });
  it('reading it in English is kept on a signed-in owner’s account, as the switcher’s choice is', async () => {
    storeSession();
    const api = mockFetch({
      'POST /api/auth/verify/': () => json({ valid: true }),
      'PUT /api/auth/language/': (request) => json(request.body),
    });
    const { user } = renderApp('/privacy-policy', { locale: 'es' });
    await screen.findByRole('button', { name: 'Cerrar sesión' }, slow);
    await user.click(await screen.findByRole('button', { name: 'Leerla en inglés' }, slow));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, slow)).toBeVisible();
    await waitFor(() => expect(api.calls('PUT /api/auth/language/')).toHaveLength(1));
    expect(api.calls('PUT /api/auth/language/')[0]?.body).toEqual({ language: 'en' });
  });
});

describe('the legal pages in Traditional Chinese', () => {
  it('Terms and Conditions in full, with the note', async () => {
    mockFetch({});
    renderApp('/terms-and-conditions', { locale: 'zh-Hant' });
    expect(await screen.findByRole('heading', { level: 1, name: '條款與細則' }, slow)).toBeVisible();
    expect(screen.getByText('最後更新：2025年5月4日')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '3. AI 產生的內容' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '9. 責任限制' })).toBeVisible();
    expect(note()).toHaveTextContent('以英文版本為準');
    expect(screen.getByRole('button', { name: '閱讀英文版' })).toBeVisible();
    expect(screen.getByRole('main')).not.toHaveAttribute('lang');
  });

  it('the Privacy Policy in full, its link to the terms translated', async () => {
    mockFetch({});
    renderApp('/privacy-policy', { locale: 'zh-Hant' });
    expect(await screen.findByRole('heading', { level: 1, name: '隱私權政策' }, slow)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '2. 我們蒐集的資料' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '9. 保存與刪除' })).toBeVisible();
    expect(screen.getByText(/在您上傳後 180 天刪除/)).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: '條款與細則' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(note()).toHaveTextContent('以英文版本為準');
  });
});
