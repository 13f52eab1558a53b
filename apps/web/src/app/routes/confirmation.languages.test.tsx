/**
 * /confirmation in the visitor's language (issue 55, decision 262): its heading and sentence (area
 * `checkout`), the plan card (`plans`, decision 258), and the letter's actions with their checks and
 * answers; English stays the specification's (confirmation-view.test.tsx).
 */
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderSummary, setGuestPaidStore } from '#features/payments/testing/orders.ts';
import { loadArea, loadCatalogue } from '#lib/i18n/catalogues.ts';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';

const slow = { timeout: 8000 };
const ORDERS = { 'GET /api/orders': () => json({ orders: [orderSummary({ tier: 'basic' })] }) };

beforeAll(async () => {
  await Promise.all([loadCatalogue('es'), loadCatalogue('zh-Hant')]);
  await Promise.all([loadArea('checkout'), loadArea('plans')]);
});
beforeEach(setGuestPaidStore);

describe('/confirmation in Spanish', () => {
  it('the heading, the home and the letter’s actions in Spanish; the page is no longer marked English', async () => {
    const api = mockFetch({
      ...ORDERS,
      'POST /api/orders/send-letter': () =>
        json({ success: true, message: 'Sent! Your appeal letter is on its way to ana@example.com.' }),
    });
    const { user } = renderApp('/confirmation', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: '¡Todo listo!' }, slow)).toBeVisible();
    expect(screen.getByText(/Su plan Basic para/)).toHaveTextContent(
      'Su plan Basic para 123 Main St, Oakland, CA 94611 está listo. Su carta de apelación le espera.',
    );
    expect(screen.getByRole('link', { name: 'Volver a su formulario de apelación' })).toBeVisible();
    expect(screen.getByRole('main')).not.toHaveAttribute('lang');
    const card = await screen.findByRole('group', { name: 'Basic' });
    expect(within(card).getByRole('button', { name: 'Ver su carta' })).toBeVisible();
    await user.type(within(card).getByLabelText('Correo electrónico'), 'not-an-email');
    await user.click(within(card).getByRole('button', { name: 'Enviar' }));
    expect(await within(card).findByText('Dirección de correo electrónico no válida.')).toBeVisible();
    expect(api.calls('POST /api/orders/send-letter')).toHaveLength(0);
    await user.clear(within(card).getByLabelText('Correo electrónico'));
    await user.type(within(card).getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.click(within(card).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Su carta de apelación va en camino a ana@example.com.')).toBeVisible();
    expect(screen.queryByText(/Sent!/)).not.toBeInTheDocument();
    const main = screen.getByRole('main').cloneNode(true) as HTMLElement;
    for (const english of main.querySelectorAll('[lang="en"]')) english.remove();
    for (const english of ["You're all set", 'Your ', 'View your letter', 'Back to your', 'Send'])
      expect(main.textContent, english).not.toContain(english);
  });
});

describe('/confirmation in Traditional Chinese', () => {
  it('a confirmation link sent to another address, and a refusal by its code', async () => {
    let refuse = false;
    mockFetch({
      ...ORDERS,
      'POST /api/orders/send-letter': () =>
        refuse
          ? json({ error: 'Too many requests', code: 'rate_limited' }, 429)
          : json(
              {
                success: true,
                confirmation_required: true,
                message: 'To protect your letter, we sent a confirmation link to bo@example.com.',
              },
              202,
            ),
    });
    const { user } = renderApp('/confirmation', { locale: 'zh-Hant' });
    expect(await screen.findByRole('heading', { level: 1, name: '一切就緒！' }, slow)).toBeVisible();
    const card = await screen.findByRole('group', { name: 'Basic' });
    await user.type(within(card).getByLabelText('電子郵件'), 'bo@example.com');
    await user.click(within(card).getByRole('button', { name: '傳送' }));
    expect(
      await screen.findByText(
        '為保護您的申訴信，我們已向 bo@example.com 寄出確認連結。開啟該連結即可在該信箱收到申訴信。',
      ),
    ).toBeVisible();
    refuse = true;
    await user.click(within(card).getByRole('button', { name: '傳送' }));
    expect(await within(card).findByText('嘗試次數過多，請稍候再試。')).toBeVisible();
    expect(within(card).queryByText('Too many requests')).not.toBeInTheDocument();
  });
});
