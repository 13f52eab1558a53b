// The HTML report in the owner's language (issue 55 item 4, decision 274): its heading, notes, where
// and when to file, next steps, base-year box and hearing kit in the account's language, else the
// request's; the letter, the comparables, the grid and the exchange letter stay English, marked
// lang="en". English is byte for byte the page it was (the route's test file holds its content).
import { baseYearAppealFor } from '@homie/contracts/base-year';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers.ts';
import { sampleAnalysis } from '../appeals.fixtures.ts';
import { bearer, createAppealsTestApp, sampleReport } from '../appeals.test-helpers.ts';
import { renderReportHtml } from './report-html.ts';

function report() {
  const { report } = sampleReport({ comps: 2, now: new Date('2026-08-17T12:00:00Z') });
  return {
    ...report,
    base_year_appeal: baseYearAppealFor({ date: '2023-07-26', price: 1_990_000 }, 2026),
  };
}

/** The page's text outside what is marked English, its tags removed. */
function notMarkedEnglish(html: string, nextHeading: string): string {
  const block = html.indexOf('<div lang="en">');
  const text = `${html.slice(0, block)}${html.slice(html.indexOf(nextHeading, block))}`
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<div class="letter" lang="en">[\s\S]*?<\/div>\n<h3>/g, '<h3>')
    .replace(/<(span|dd) lang="en">[\s\S]*?<\/\1>/g, '');
  return text.replace(/<[^>]+>/g, ' ');
}

describe('renderReportHtml in the owner’s language', () => {
  it('Spanish: the owner’s parts in Spanish, the letter and the exhibits English, marked', () => {
    const english = report();
    const html = renderReportHtml(english, 'es');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Carta de apelación - 123 Main St, Oakland, CA 94611</title>');
    expect(html).toContain('<h1>Informe de apelación - condado de Alameda</h1>');
    expect(html).toContain(
      '<p class="note">Solo 2 ventas comparables cumplieron los criterios que aceptan las juntas de apelación para esta propiedad; el plan Basic incluye de 3 a 5 cuando el mercado las tiene.</p>',
    );
    expect(html).toContain('<p>La carta está en inglés, el idioma que lee la junta.</p>');
    expect(html).toContain('<h2>DÓNDE Y CUÁNDO PRESENTAR</h2>');
    expect(html).toContain('<dd>del 2 de julio de 2026 al 15 de septiembre de 2026</dd>');
    expect(html).toContain('<h2>PRÓXIMOS PASOS</h2>');
    expect(html).toContain('Usted compró la vivienda el 26 de julio de 2023 por');
    expect(html).toContain('MATERIAL PARA LA AUDIENCIA: ENTRE LA PRESENTACIÓN Y LA AUDIENCIA');
    expect(html).toContain('En inglés, tal como se dice ante la junta: <span lang="en">');
    // What the board and the assessor read: English, marked.
    expect(html).toContain('<div lang="en">\n<h2>Appeal letter</h2>');
    expect(html).toContain('<h2>Comparable sales</h2>');
    expect(html).toContain('<div class="letter" lang="en">');
    expect(html).toContain('Dear Members of the Board,');
    const left = notMarkedEnglish(html, '<h2>DÓNDE Y CUÁNDO PRESENTAR</h2>');
    for (const gone of [
      'Only 2 comparable',
      'Where and when to file',
      'Next steps',
      'Appeal report -',
      'Dear Members',
      'Hearing kit',
      'You bought the home',
    ])
      expect(left, gone).not.toContain(gone);
  });

  it('Traditional Chinese: the notes, the filing facts and the kit in its script', () => {
    const html = renderReportHtml(report(), 'zh-Hant');
    expect(html).toContain('<html lang="zh-Hant">');
    expect(html).toContain('<h1>申訴報告 - Alameda 縣</h1>');
    expect(html).toContain('只有 2 筆可比銷售符合申訴委員會對這處房產接受的標準');
    expect(html).toContain('<h2>在何處、何時提交</h2>');
    expect(html).toContain('2026年7月2日');
    expect(html).toContain('<div class="letter">');
  });

  it('English: as before, whether asked in English or without a language', () => {
    const english = report();
    const html = renderReportHtml(english);
    expect(renderReportHtml(english, 'en')).toBe(html);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Appeal report - Alameda County</h1>');
    expect(html).toContain(`<p class="note">${english.notes[0]!}</p>`);
    expect(html).toContain('<h2>Where and when to file</h2>');
  });
});

let t: TestApp;
let owner: { access: string; user_id: string };
const JOB = 'job_html_languages';

describe('GET /api/appeals/reports/:jobId/html', () => {
  beforeAll(async () => {
    const app = await createAppealsTestApp(['owner'], {
      [JOB]: { analysis: sampleAnalysis({ jobId: JOB, comps: 12 }), tier: 'guarantee', owner: 'owner' },
    });
    t = app.t;
    owner = app.users.owner!;
  });
  afterAll(async () => t?.close());

  const html = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/appeals/reports/${JOB}/html`, headers });

  it("in the account's language, else the request's; English without either", async () => {
    const english = await html(bearer(owner));
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<h2>Where and when to file</h2>');
    const spanish = await html({ ...bearer(owner), 'accept-language': 'es-MX,es;q=0.9' });
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('<h2>DÓNDE Y CUÁNDO PRESENTAR</h2>');
    expect(spanish.body).toContain('<h2>Appeal letter</h2>');
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language/',
      payload: { language: 'ko' },
      headers: bearer(owner),
    });
    expect(chosen.statusCode).toBe(200);
    const korean = await html({ ...bearer(owner), 'accept-language': 'es' });
    expect(korean.body).toContain('<html lang="ko">');
    expect(korean.body).toContain('<h1>이의신청 보고서 - Alameda 카운티</h1>');
  });
});
