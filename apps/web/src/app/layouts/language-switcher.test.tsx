import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@homie/contracts/locales';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp, storeSession } from '#test/render-app.tsx';

const slow = { timeout: 8000 };
const switcher = () => screen.findByRole('combobox', { name: 'Language' }, slow);

describe('the language switcher (decision 253)', () => {
  it('names each language in itself, in its own lang', async () => {
    mockFetch({});
    renderApp('/');
    const options = within(await switcher()).getAllByRole('option');
    expect(options.map((o) => [o.textContent, o.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Español', 'es'],
      ['简体中文', 'zh-Hans'],
      ['繁體中文', 'zh-Hant'],
      ['Tiếng Việt', 'vi'],
      ['한국어', 'ko'],
    ]);
  });

  it('changes the texts and <html lang> at once, and remembers the choice in a cookie', async () => {
    mockFetch({});
    const { user } = renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stop overpaying property tax' }),
    ).toBeVisible();

    await user.selectOptions(await switcher(), 'Español');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deje de pagar de más en su impuesto predial' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ver mi resultado' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'See my result' })).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=es`);

    // The switcher is now named in Spanish; the languages still in themselves.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), '繁體中文');
    expect(await screen.findByRole('heading', { level: 1, name: '別再多繳房屋稅' })).toBeVisible();
    expect(screen.getByRole('button', { name: '查看我的結果' })).toBeVisible();
    expect(document.documentElement.lang).toBe('zh-Hant');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=zh-Hant`);
  });

  it('marks a page not yet translated as English, and a translated one as the page’s language', async () => {
    // Every homeowner's page is translated (decisions 265, 266); the operators' back office is not.
    storeSession();
    mockFetch({
      'POST /api/auth/verify/': () => json({ valid: true }),
      'GET /api/auth/profile/': () =>
        json({ user_id: 'u1', email: 'ana@example.com', first_name: 'Ana', phone_number: '', role: 'user' }),
      'PUT /api/auth/language/': (request) => json(request.body),
    });
    const { user, router } = renderApp('/');
    await user.selectOptions(await switcher(), 'Tiếng Việt');
    expect(await screen.findByRole('button', { name: 'Xem kết quả của tôi' })).toBeVisible();
    expect(screen.getByRole('main')).not.toHaveAttribute('lang');
    await router.navigate('/fill-form');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mẫu đơn khiếu nại thuế bất động sản' }, slow),
    ).toBeVisible();
    expect(screen.getByRole('main')).not.toHaveAttribute('lang');
    await router.navigate('/operator');
    expect(await screen.findByText('This area is for the brokerage’s operators.', {}, slow)).toBeVisible();
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'en');
    // The frame around it is still Vietnamese.
    expect(screen.getByRole('link', { name: 'Chính sách quyền riêng tư' })).toBeVisible();
  });

  it('stores a signed-in owner’s choice on the account', async () => {
    storeSession();
    const api = mockFetch({
      'POST /api/auth/verify/': () => json({ valid: true }),
      'PUT /api/auth/language/': (request) => json(request.body),
    });
    const { user } = renderApp('/');
    await screen.findByRole('button', { name: 'Logout' }, slow);
    await user.selectOptions(await switcher(), '한국어');
    expect(await screen.findByRole('button', { name: '내 결과 보기' })).toBeVisible();
    await waitFor(() => expect(api.calls('PUT /api/auth/language/')).toHaveLength(1));
    expect(api.calls('PUT /api/auth/language/')[0]?.body).toEqual({ language: 'ko' });
  });

  it('applies the account’s language once the profile is loaded', async () => {
    storeSession();
    mockFetch({
      'POST /api/auth/verify/': () => json({ valid: true }),
      'GET /api/auth/profile/': () =>
        json({
          user_id: 'u1',
          email: 'ana@example.com',
          first_name: 'Ana',
          phone_number: '',
          language: 'vi',
        }),
    });
    renderApp('/account');
    expect(await screen.findByRole('combobox', { name: 'Ngôn ngữ' }, slow)).toHaveValue('vi');
    expect(document.documentElement.lang).toBe('vi');
  });
});
