/**
 * /account in the visitor's language (issue 55, decision 266): its own texts (area `dashboard`), the
 * password fields' labels and the contract's checks (area `account`), the server's refusal by its
 * code and its success in the page's words; English stays the specification's
 * (account-lifecycle.test.tsx).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '@homie/contracts/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadArea, loadCatalogue } from '#lib/i18n/catalogues.ts';
import { englishText } from '#lib/i18n/i18n.tsx';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp, storeSession } from '#test/render-app.tsx';

const slow = { timeout: 8000 };

beforeAll(async () => {
  await Promise.all([loadCatalogue('es'), loadCatalogue('zh-Hans')]);
  await Promise.all([loadArea('dashboard'), loadArea('account')]);
});

const signedIn = (extra: Parameters<typeof mockFetch>[0] = {}) => {
  storeSession({ user_id: 'u1', email: 'ana@example.com' });
  return mockFetch({
    'POST /api/auth/verify/': () => json({ valid: true }),
    'GET /api/auth/profile/': () =>
      json({ user_id: 'u1', email: 'ana@example.com', first_name: 'Ana', phone_number: '' }),
    ...extra,
  });
};

/** The page's text outside what is marked English. */
function unmarkedText(): string {
  const main = screen.getByRole('main').cloneNode(true) as HTMLElement;
  for (const english of main.querySelectorAll('[lang="en"]')) english.remove();
  return main.textContent ?? '';
}

describe('the English catalogue', () => {
  it('says what the contract says, word for word', () => {
    expect(englishText('dashboard.account.check.currentRequired')).toBe(
      ACCOUNT_MESSAGES.currentPasswordRequired,
    );
    expect(englishText('dashboard.account.check.samePassword')).toBe(ACCOUNT_MESSAGES.samePassword);
    expect(englishText('dashboard.account.change.done')).toBe(ACCOUNT_MESSAGES.passwordChanged);
    expect(englishText('dashboard.account.delete.warning')).toBe(ACCOUNT_MESSAGES.deleteWarning);
    expect(englishText('dashboard.account.delete.done')).toBe(ACCOUNT_MESSAGES.accountDeleted);
  });
});

describe('/account in Spanish', () => {
  it('the page, the change-password form with its checks, a refusal by code and the success', async () => {
    let answer = json({ error: ACCOUNT_MESSAGES.wrongPassword, code: 'wrong_password' }, 403);
    const api = signedIn({ 'POST /api/auth/password/change/': () => answer });
    const { user } = renderApp('/account', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Su cuenta' }, slow)).toBeVisible();
    expect(screen.getByText('Sesión iniciada como ana@example.com')).toBeVisible();
    expect(document.title).toBe('Su cuenta · Homie');
    expect(screen.getByRole('main')).not.toHaveAttribute('lang');

    const change = screen.getByRole('region', { name: 'Cambiar la contraseña' });
    await user.click(within(change).getByRole('button', { name: 'Cambiar la contraseña' }));
    expect(await within(change).findByText('Escriba su contraseña actual.')).toBeVisible();
    expect(within(change).getAllByText('La contraseña debe tener al menos 6 caracteres.')).toHaveLength(2);
    expect(api.calls('POST /api/auth/password/change/')).toHaveLength(0);

    await user.type(within(change).getByLabelText('Contraseña actual'), 'not-it-at-all');
    await user.type(within(change).getByLabelText('Nueva contraseña'), 'secret-two');
    await user.type(within(change).getByLabelText('Confirmar nueva contraseña'), 'secret-two');
    await user.click(within(change).getByRole('button', { name: 'Cambiar la contraseña' }));
    expect(await within(change).findByRole('alert')).toHaveTextContent('La contraseña no es correcta.');

    answer = json({ message: ACCOUNT_MESSAGES.passwordChanged });
    await user.click(within(change).getByRole('button', { name: 'Cambiar la contraseña' }));
    expect(
      await within(change).findByText(
        'Su contraseña se ha cambiado. Se ha cerrado la sesión en sus otros dispositivos.',
      ),
    ).toBeVisible();

    const remove = screen.getByRole('region', { name: 'Eliminar la cuenta' });
    expect(within(remove).getByText('Esto no se puede deshacer')).toBeVisible();
    expect(within(remove).getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'Escriba su contraseña para confirmar.',
    );
    expect(within(remove).getByRole('button', { name: 'Eliminar mi cuenta' })).toBeVisible();
    for (const english of [
      'Your account',
      'Signed in',
      'Change password',
      'Current Password',
      'Delete',
      'Other devices',
    ])
      expect(unmarkedText(), english).not.toContain(english);
  });
});

describe('/account in Simplified Chinese', () => {
  it('the page, a check of the delete form, and the account deleted', async () => {
    const api = signedIn({ 'DELETE /api/auth/account/': () => new Response(null, { status: 204 }) });
    const { user, router } = renderApp('/account', { locale: 'zh-Hans' });
    expect(await screen.findByRole('heading', { level: 1, name: '您的账户' }, slow)).toBeVisible();
    expect(screen.getByRole('region', { name: '更改密码' })).toBeVisible();
    const remove = screen.getByRole('region', { name: '删除账户' });
    expect(within(remove).getByText(/删除账户是永久性的。/)).toBeVisible();
    await user.click(within(remove).getByRole('button', { name: '删除我的账户' }));
    expect(await within(remove).findByText('请输入您的当前密码。')).toBeVisible();
    expect(api.calls('DELETE /api/auth/account/')).toHaveLength(0);
    await user.type(within(remove).getByLabelText('密码'), 'secret-one');
    await user.click(within(remove).getByRole('button', { name: '删除我的账户' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    expect(await screen.findByText('您的账户已删除。')).toBeVisible();
  });
});
