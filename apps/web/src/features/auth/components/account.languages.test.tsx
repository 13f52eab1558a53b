/**
 * The account dialogs and the password page in the visitor's language (issue 55, decision 264): the
 * `account` area comes with the dialogs' code and the /reset-password route; the contract's checks
 * are worded by the rule they name; the sign-up consent is translated in full. English is the
 * contract's own words.
 */
import { screen, within } from '@testing-library/react';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  PASSWORD_MIN,
  PASSWORD_RESET_TTL_MINUTES,
} from '@homie/contracts/auth-constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadArea, loadCatalogue } from '#lib/i18n/catalogues.ts';
import { englishText } from '#lib/i18n/i18n.tsx';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';

const slow = { timeout: 8000 };

beforeAll(async () => {
  await Promise.all([loadCatalogue('es'), loadCatalogue('zh-Hant')]);
  await loadArea('account');
});

describe('the English account catalogue', () => {
  it('says what the contract says, word for word', () => {
    expect(englishText('account.check.invalidEmail')).toBe(AUTH_MESSAGES.invalidEmail);
    expect(englishText('account.check.passwordTooShort', { min: PASSWORD_MIN })).toBe(
      AUTH_MESSAGES.passwordTooShort,
    );
    expect(englishText('account.check.passwordsDontMatch')).toBe(AUTH_MESSAGES.passwordsDontMatch);
    expect(englishText('account.check.phoneDigits')).toBe(AUTH_MESSAGES.phoneDigits);
    expect(englishText('account.forgot.sent', { minutes: PASSWORD_RESET_TTL_MINUTES })).toBe(
      ACCOUNT_MESSAGES.forgotSent,
    );
    expect(englishText('account.reset.done')).toBe(ACCOUNT_MESSAGES.passwordReset);
    expect(englishText('account.reset.linkInvalid')).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
  });
});

describe('the account in Spanish', () => {
  it('/reset-password: its checks and answer in Spanish, then the Sign In dialog in Spanish', async () => {
    const api = mockFetch({
      'POST /api/auth/password/reset/': () => json({ message: ACCOUNT_MESSAGES.passwordReset }),
    });
    const { user } = renderApp('/reset-password?token=tok-123', { locale: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Elija una nueva contraseña' }, slow),
    ).toBeVisible();
    expect(screen.getByRole('main')).not.toHaveAttribute('lang');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'secret-new');
    await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'secret-other');
    await user.click(screen.getByRole('button', { name: 'Establecer nueva contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeVisible();
    expect(api.calls('POST /api/auth/password/reset/')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirmar nueva contraseña'));
    await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'secret-new');
    await user.click(screen.getByRole('button', { name: 'Establecer nueva contraseña' }));
    expect(
      await screen.findByText('Su contraseña se restableció. Inicie sesión con su nueva contraseña.'),
    ).toBeVisible();

    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Iniciar sesión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar sesión' }, slow);
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }));
    expect(await within(dialog).findByText('Dirección de correo electrónico no válida.')).toBeVisible();
    expect(
      within(dialog).getByText(`La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(/Password|Email|Sign In|Forgot/);
  });

  it('Create Account: labels, checks and the consent in full, its links to the legal pages', async () => {
    mockFetch({});
    const { user } = renderApp('/terms-and-conditions', { locale: 'es' });
    await user.click((await screen.findAllByRole('button', { name: 'Crear cuenta' }, slow))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Crear cuenta' }, slow);
    expect(within(dialog).getByLabelText('Confirmar contraseña')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Número de teléfono/)).toHaveAttribute('placeholder', '10 dígitos');
    expect(within(dialog).getByText(/^Al crear una cuenta, acepta nuestros/)).toHaveTextContent(
      /Responda STOP a cualquier mensaje de texto/,
    );
    expect(within(dialog).getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(within(dialog).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await user.type(within(dialog).getByLabelText(/Número de teléfono/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cuenta' }));
    expect(await within(dialog).findByText('El número de teléfono debe tener 10 dígitos.')).toBeVisible();
    expect(dialog.textContent).not.toMatch(/By creating|Password|Phone/);
  });

  it('Forgot password: the neutral answer in Traditional Chinese', async () => {
    mockFetch({
      'POST /api/auth/password/forgot/': () => json({ message: ACCOUNT_MESSAGES.forgotSent }, 202),
    });
    const { user } = renderApp('/terms-and-conditions', { locale: 'zh-Hant' });
    await user.click((await screen.findAllByRole('button', { name: '登入' }, slow))[0]!);
    const signIn = await screen.findByRole('dialog', { name: '登入' }, slow);
    await user.click(within(signIn).getByRole('button', { name: '忘記密碼？' }));
    const dialog = await screen.findByRole('dialog', { name: '忘記密碼？' }, slow);
    await user.type(within(dialog).getByLabelText('電子郵件'), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: '寄送重設連結' }));
    expect(await within(dialog).findByText(/^如果該電子郵件有對應的帳戶/)).toHaveTextContent(
      `有效期限為 ${PASSWORD_RESET_TTL_MINUTES} 分鐘`,
    );
  });
});
