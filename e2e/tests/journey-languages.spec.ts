import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pickSuggestion, suggestionOf } from '../fixtures/address-suggestion.ts';
import { analysedJob, buySuccessPlanInSandbox, supportsAppeal } from '../fixtures/analysed-job.ts';
import { answerQuestionsAndGeneratePdf } from '../fixtures/appeal-form.ts';
import { type JourneyWords, SPANISH_WORDS, TRADITIONAL_CHINESE_WORDS } from '../fixtures/journey-words.ts';
import { switcherReady } from '../fixtures/language-switcher.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The whole paid journey read in one language (issue 55): a person who reads only Spanish, or only
 * Traditional Chinese, chooses the language with the switcher on /, types the address with the
 * autocomplete, reads the result, chooses a plan, pays in the sandbox checkout, fills the county's
 * form and downloads it, and downloads the report whose owner's pages are in that language
 * (decision 263; the form and the letter stay English for the board). Every step is found by what
 * the page says in that language.
 *
 * Not in the reader's language: the county's own field labels on the form (its printed English,
 * marked so). The sandbox checkout window speaks it too (decision 275), as Stripe's would.
 */

interface Reader {
  locale: 'es' | 'zh-Hant';
  /** The switcher's option, the language named in itself. */
  languageName: string;
  words: JourneyWords;
  landingTitle: string;
  seeMyResult: string;
  overpaying: string;
  getEffectiveComps: string;
  detailsTitle: string;
  unlock: string;
  choosePlanTitle: RegExp;
  paymentSuccessful: string;
  planActive: RegExp;
  completeForm: string;
  formTitle: string;
  whichDocument: string;
  formal: RegExp;
  downloaded: RegExp;
  backToForm: string;
  downloadReport: string;
  /** The report's "where and when to file" section, as pdftotext reads it. */
  reportFiling: string;
  reportNextSteps: string;
}

const READERS: Reader[] = [
  {
    locale: 'es',
    languageName: 'Español',
    words: SPANISH_WORDS,
    landingTitle: 'Deje de pagar de más en su impuesto predial',
    seeMyResult: 'Ver mi resultado',
    overpaying: 'Está pagando de más',
    getEffectiveComps: 'Obtener comparables eficaces',
    detailsTitle: 'Ayúdenos a acertar',
    unlock: 'Desbloquear el informe completo',
    choosePlanTitle: /^(Empiece a ahorrar|Elija su plan)/,
    paymentSuccessful: '¡Pago realizado con éxito!',
    planActive: /^Su plan Success para .* está activo\.$/,
    completeForm: 'Completar el formulario de apelación ahora',
    formTitle: 'Formulario de apelación del impuesto predial',
    whichDocument: '¿Qué documento?',
    formal: /^Solicitud de apelación formal/,
    downloaded: /^Su formulario de apelación se descargó como /,
    backToForm: 'Volver a su formulario de apelación',
    downloadReport: 'Descargar informe (PDF)',
    reportFiling: 'DÓNDE Y CUÁNDO PRESENTAR',
    reportNextSteps: 'PRÓXIMOS PASOS',
  },
  {
    locale: 'zh-Hant',
    languageName: '繁體中文',
    words: TRADITIONAL_CHINESE_WORDS,
    landingTitle: '別再多繳房屋稅',
    seeMyResult: '查看我的結果',
    overpaying: '您多繳了稅',
    getEffectiveComps: '取得有效的可比房產',
    detailsTitle: '幫我們把資料核對準確',
    unlock: '解鎖完整報告',
    choosePlanTitle: /^(開始節省|開始每年節省|選擇您的方案)/,
    paymentSuccessful: '付款成功！',
    planActive: /^您為 .*購買的 Success 方案已生效。$/,
    completeForm: '立即填寫申訴表',
    formTitle: '房屋稅申訴表',
    whichDocument: '哪份文件？',
    formal: /^正式申訴申請/,
    downloaded: /^您的申訴表已下載為 /,
    backToForm: '返回您的申訴表',
    downloadReport: '下載報告（PDF）',
    reportFiling: '在何處、何時提交',
    reportNextSteps: '後續步驟',
  },
];

/** The page is in the reader's language: the document's and the main content's (not marked English). */
async function inLanguage(page: Page, reader: Reader) {
  await expect(page.locator('html')).toHaveAttribute('lang', reader.locale);
  await expect(page.getByRole('main')).not.toHaveAttribute('lang', 'en');
}

test.describe('the paid journey in another language (issue 55)', () => {
  for (const [index, reader] of READERS.entries()) {
    test(`${reader.languageName}: switcher, address, result, plan, sandbox payment, the county's form and the report downloaded`, async ({
      page,
      request,
    }, info) => {
      test.setTimeout(150_000);
      // Each reader buys a home of their own: an overpaying home the county's form covers, with no unit.
      const home = await analysedJob(request, {
        accept: (job) => supportsAppeal(job) && Boolean(job.propertyInfo.apn) && !job.address.unit,
        skip: index,
      });
      const street = suggestionOf(home).shortStreet;

      // / in English first (the browser's language); the reader chooses theirs as a person would.
      await page.goto('/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Stop overpaying property tax' }),
      ).toBeVisible();
      await switcherReady(page);
      await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: reader.languageName });
      await expect(page.getByRole('heading', { level: 1, name: reader.landingTitle })).toBeVisible();
      await inLanguage(page, reader);

      // The address with the autocomplete, then the result.
      await pickSuggestion(page, suggestionOf(home), reader.words);
      await page.getByRole('button', { name: reader.seeMyResult }).click();
      await expect(page.getByRole('heading', { name: reader.overpaying })).toBeVisible({ timeout: 30_000 });
      await inLanguage(page, reader);

      // On to the details and the plans.
      await page.getByRole('link', { name: reader.getEffectiveComps }).click();
      await expect(page).toHaveURL(/\/more-details$/);
      await expect(page.getByRole('heading', { name: reader.detailsTitle })).toBeVisible();
      await inLanguage(page, reader);
      await page.getByRole('link', { name: reader.unlock }).click();
      await expect(page).toHaveURL(/\/choose-plan$/);
      await expect(page.getByRole('heading', { level: 1, name: reader.choosePlanTitle })).toBeVisible();
      await inLanguage(page, reader);

      // Pays in the sandbox checkout, its card form in the reader's language (the stand-in for Stripe's).
      await buySuccessPlanInSandbox(page, 'guest', false, reader.words);
      await expect(page.getByRole('heading', { name: reader.paymentSuccessful })).toBeVisible();
      await expect(page.getByText(reader.planActive)).toContainText(street);
      await inLanguage(page, reader);
      await page.getByRole('button', { name: reader.completeForm }).click();
      await expect(page).toHaveURL(/\/fill-form$/);

      // The county's form: the page's words in the reader's language, the county's labels its English.
      await expect(page.getByRole('heading', { level: 1, name: reader.formTitle })).toBeVisible();
      await inLanguage(page, reader);
      await page
        .getByRole('group', { name: reader.whichDocument })
        .getByRole('radio', { name: reader.formal })
        .check();
      await page.getByLabel('Owner Name *').fill('Ana Lectora');
      const form = await answerQuestionsAndGeneratePdf(page, reader.words);
      expect(
        readFileSync(await form.path())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
      expect(form.suggestedFilename()).toMatch(/\.pdf$/);
      await expect(page).toHaveURL(/\/payment-success$/);
      await expect(page.getByText(reader.downloaded)).toBeVisible();
      await inLanguage(page, reader);

      // Back to the form for the report: its owner's pages in the reader's language (decision 263).
      await page.getByRole('link', { name: reader.backToForm }).click();
      await expect(page).toHaveURL(/\/fill-form$/);
      const reportDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: reader.downloadReport }).click();
      const report = await reportDownload;
      const reportPath = info.outputPath('report.pdf');
      await report.saveAs(reportPath);
      expect(readFileSync(reportPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = execFileSync('pdftotext', [reportPath, '-'], { encoding: 'utf8' });
      expect(text).toContain(reader.reportFiling);
      expect(text).toContain(reader.reportNextSteps);
      expect(text).not.toContain('WHERE AND WHEN TO FILE');
      // The letter to the board stays English.
      expect(text).toContain('Dear Members of the Board');
    });
  }
});
