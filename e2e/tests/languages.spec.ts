import AxeBuilder from '@axe-core/playwright';
import { LOCALE_COOKIE } from '@homie/contracts/locales';
import { blocking } from '../fixtures/axe.ts';
import { switcherReady } from '../fixtures/language-switcher.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Five languages (issue 55, decisions 252 and 253): the first visit follows Accept-Language, in the
 * server's first HTML already (no flash of English); the switcher changes the page at once and the
 * cookie brings the choice back on the next page the server sends.
 */
test.describe('languages', () => {
  test.use({ locale: 'es-MX' });

  test('a Spanish browser gets / in Spanish from the first HTML', async ({ request }) => {
    const res = await request.get('/', {
      headers: { accept: 'text/html', 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    });
    const html = await res.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('Deje de pagar de más en su impuesto predial');
    expect(html).toContain('Ver mi resultado');
    expect(html).not.toContain('Stop overpaying property tax');
  });

  test('opens / in Spanish, switches to 繁體中文 at once, and the next page comes in it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Deje de pagar de más en su impuesto predial' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ver mi resultado' })).toBeVisible();

    await switcherReady(page);
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: '繁體中文' });
    await expect(page.getByRole('heading', { level: 1, name: '別再多繳房屋稅' })).toBeVisible();
    await expect(page.getByRole('button', { name: '查看我的結果' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '主導覽' }).getByRole('button', { name: '登入' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');

    // The cookie wins over the browser's Spanish: the server sends the page in Traditional Chinese.
    const next = await page.request.get('/property-tax-landing', { headers: { accept: 'text/html' } });
    const html = await next.text();
    expect(html).toContain('<html lang="zh-Hant"');
    expect(html).toContain('別再多繳房屋稅');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByRole('heading', { level: 1, name: '別再多繳房屋稅' })).toBeVisible();
  });

  test('/ in Spanish and in Korean has no serious accessibility problem', async ({ page, context }) => {
    await page.goto('/');
    for (const locale of ['es', 'ko']) {
      await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: page.url() }]);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(blocking(violations), locale).toEqual([]);
    }
  });

  test('/more-details loads its own catalogue with the route: Spanish in the first HTML and after hydration', async ({
    page,
    request,
  }) => {
    const res = await request.get('/more-details', {
      headers: { accept: 'text/html', 'accept-language': 'es-MX,es;q=0.9' },
    });
    const html = await res.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('Desbloquear el informe completo');
    expect(html).not.toContain('Unlock full report');
    // The details form and the video input too (decision 259): the page is no longer marked English.
    expect(html).toContain('Ayúdenos a acertar');
    expect(html).not.toContain('Help us get it right');

    await page.goto('/more-details');
    await expect(page.getByRole('link', { name: 'Desbloquear el informe completo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Atrás' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ayúdenos a acertar' })).toBeVisible();
    await expect(page.getByLabel('Suba un video de su casa (opcional)')).toBeVisible();
    await expect(page.getByRole('main')).not.toHaveAttribute('lang', 'en');
    // The route's area arrives in a chunk of its own, in the page's language (decision 257); a
    // language chosen later brings it along.
    await switcherReady(page);
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: '한국어' });
    await expect(page.getByRole('link', { name: '전체 보고서 잠금 해제' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: '부동산 유형' })).toBeVisible();
  });

  test('/choose-plan loads its own catalogue with the route: its headline in Spanish, first HTML and hydrated', async ({
    page,
    request,
  }) => {
    const res = await request.get('/choose-plan', {
      headers: { accept: 'text/html', 'accept-language': 'es-MX,es;q=0.9' },
    });
    const html = await res.text();
    expect(html).toContain('Empiece a ahorrar hasta');
    expect(html).not.toContain('Start saving up to');
    // The rest of the page is translated too (decision 258), the free route in full.
    expect(html).toContain('Lo que puede hacer gratis');
    expect(html).not.toContain('What you can do for free');

    await page.goto('/choose-plan');
    await switcherReady(page);
    await expect(
      page.getByRole('heading', { level: 1, name: /^Empiece a ahorrar hasta .*585/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Basic' }).getByRole('button', { name: 'Obtener el informe completo' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).not.toHaveAttribute('lang', 'en');
  });

  test('/privacy-policy in Spanish: translated in the first HTML, the note that English governs, back to English', async ({
    page,
    request,
  }) => {
    const res = await request.get('/privacy-policy', {
      headers: { accept: 'text/html', 'accept-language': 'es-MX,es;q=0.9' },
    });
    const html = await res.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('Política de privacidad');
    expect(html).toContain('prevalece la versión en inglés');
    expect(html).toContain('9. Conservación y eliminación');
    expect(html).not.toContain('Retention and deletion');

    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: '9. Conservación y eliminación' }),
    ).toBeVisible();
    const note = page.getByRole('note');
    await expect(note).toContainText('prevalece la versión en inglés');
    await expect(page.getByRole('main')).not.toHaveAttribute('lang', 'en');
    // Decision 261: the legal texts are translated, the English version governs; one click reads it.
    await switcherReady(page);
    await note.getByRole('button', { name: 'Leerla en inglés' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('note')).toHaveCount(0);
  });
});
