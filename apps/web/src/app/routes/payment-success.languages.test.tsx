/**
 * /payment-success in the visitor's language (issue 55, decision 262): the heading, the home and its
 * plan, the countdown (an ICU plural), the buttons, the order chooser and the plan check's failure,
 * from the `checkout` area; English stays the specification's (payment-success-view.test.tsx).
 */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownText } from '#features/payments/components/payment-success-view.tsx';
import { orderSummary, setGuestPaidStore } from '#features/payments/testing/orders.ts';
import { loadArea, loadCatalogue } from '#lib/i18n/catalogues.ts';
import { englishText } from '#lib/i18n/i18n.tsx';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';

const slow = { timeout: 8000 };
const PAID = { 'GET /api/orders': () => json({ orders: [orderSummary({ tier: 'basic' })] }) };

beforeAll(async () => {
  await Promise.all([loadCatalogue('es'), loadCatalogue('zh-Hant')]);
  await loadArea('checkout');
});
beforeEach(setGuestPaidStore);
afterEach(() => vi.useRealTimers());

/** The main's text in the page's language: what is marked English left out. */
function translatedText(): string {
  const main = screen.getByRole('main').cloneNode(true) as HTMLElement;
  for (const english of main.querySelectorAll('[lang="en"]')) english.remove();
  return main.textContent ?? '';
}

describe('/payment-success in English', () => {
  it('the countdown in the catalogue is the specification’s, second by second and on both steps', () => {
    for (const seconds of [0, 1, 2, 3])
      for (const step of ['paid', 'generated'] as const)
        expect(englishText('checkout.countdown', { step, seconds })).toBe(countdownText(seconds, step));
  });
});

describe('/payment-success in Spanish', () => {
  it('the paid home, the countdown as a plural and the button, in Spanish', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(PAID);
    renderApp('/payment-success', { locale: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Pago realizado con éxito!' }, slow),
    ).toBeVisible();
    expect(screen.getByText(/Su plan Basic para/)).toHaveTextContent(
      'Su plan Basic para 123 Main St, Oakland, CA 94611 (Alameda County) está activo.',
    );
    expect(
      screen.getByText('Será redirigido para completar su formulario de apelación en 3 segundos...'),
    ).toBeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(
      screen.getByText('Será redirigido para completar su formulario de apelación en 1 segundo...'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Completar el formulario de apelación ahora' })).toBeVisible();
    expect(screen.getByRole('main')).not.toHaveAttribute('lang');
    const text = translatedText();
    for (const english of ['Payment', 'Your ', 'redirected', 'second', 'Complete'])
      expect(text, english).not.toContain(english);
  });

  it('a plan that cannot be checked says so in Spanish', async () => {
    mockFetch({ 'GET /api/orders': () => json({ error: 'The orders service is down' }, 503) });
    renderApp('/payment-success', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verificando su plan' }, slow)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^No pudimos verificar su plan en este momento \(.+\)\. Vuelva a cargar la página para intentarlo de nuevo\.$/,
    );
  });
});

describe('/payment-success in Traditional Chinese', () => {
  it('after "Generate PDF": the countdown to the confirmation and the link back to the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(PAID);
    const { router } = renderApp('/terms-and-conditions', { locale: 'zh-Hant' });
    // The form words its message in the owner's language (fill-form-view's `downloadedText`).
    const message = '您的申訴表已下載為 appeal.pdf。請檢查、在證明欄簽名，然後向郡政府提交。';
    await router.navigate('/payment-success', { state: { step: 'generated', message } });
    expect(await screen.findByRole('heading', { level: 1, name: '付款成功！' }, slow)).toBeVisible();
    expect(screen.getByText('3 秒後將帶您前往確認頁面...')).toBeVisible();
    expect(screen.getByRole('button', { name: '前往確認頁面' })).toBeVisible();
    expect(screen.getByRole('link', { name: '返回您的申訴表' })).toHaveAttribute('href', '/fill-form');
    // The form's message, in Chinese, not marked English.
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByText(message)).not.toHaveAttribute('lang');
  });

  it('a link to an order not held here: the chooser says so and offers the paid homes, in Chinese', async () => {
    setGuestPaidStore();
    mockFetch({
      'GET /api/orders': () =>
        json({
          orders: [
            orderSummary({ order_id: 'ord_a', history_id: 'job-a' }),
            orderSummary({
              order_id: 'ord_b',
              history_id: 'job-b',
              property: {
                address: '9 Oak Ave, Berkeley, CA 94705',
                county: 'alameda',
                county_name: 'Alameda County',
              },
            }),
          ],
        }),
    });
    renderApp('/payment-success?order=unknown', { locale: 'zh-Hant' });
    expect(await screen.findByRole('heading', { level: 1, name: '付款成功！' }, slow)).toBeVisible();
    expect(screen.getByText('此訂單在這裡無法使用')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '或繼續處理您已付款的房屋' })).toBeVisible();
    expect(screen.getByRole('link', { name: '繼續處理 9 Oak Ave, Berkeley, CA 94705' })).toHaveTextContent(
      '繼續處理這間房屋',
    );
    expect(screen.getAllByText('Success 方案 · Alameda County').length).toBe(2);
  });
});
