// Decision 270: the camera tour's reply in the owner's language (Spanish and Korean here), from the
// local analyser's parts; its report, and the English reply a saved capture keeps, are as in English.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@homie/contracts/locales';
import type { FrameReport } from '@homie/contracts/tour';
import { tourEn, type TourMessageId } from '#lib/i18n/catalogs/tour/en.ts';
import { MAIL_CATALOGUES, mailText } from '#lib/i18n/mail-text.ts';
import { FALLBACK_NOTE } from './frame-analyser.ts';
import { decodeFrame } from './frame-image.ts';
import { composeAnalysis } from './homie-voice.ts';
import { createLocalAnalyser } from './tour.local-analyser.ts';
import { fixedDetector, LOCAL_CASES, REPORT_CASES, scene } from './voice-cases.test-helper.ts';

const percent = (locale: string, share: number) =>
  new Intl.NumberFormat(locale, { style: 'percent' }).format(share);

async function analyse(name: string, locale?: 'es' | 'ko' | 'en', note?: string) {
  const bytes = await scene();
  const analyser = createLocalAnalyser(fixedDetector(LOCAL_CASES[name] ?? []));
  return analyser.analyse(await decodeFrame(bytes), bytes, { note, locale });
}

/** The report without the scene's random measures. */
const words = (report: FrameReport) => ({
  ...report,
  quality: { ...report.quality, brightness: 0, contrast: 0, sharpness: 0 },
});

/** English the reply must not carry once it is in another language. */
const ENGLISH =
  /Hey homie|What I can see|Worth checking|Capture next|For your appeal|What I can't judge|Heads-up|Tip:|Note:|kitchen|bathroom|on the left|in the centre/;

describe('the reply in Spanish (local analyser)', () => {
  it('a kitchen: room, sureness, objects and places, appeal note, next shots, checklist, limits', async () => {
    const english = await analyse('kitchen');
    const es = await analyse('kitchen', 'es');
    expect(es.language).toBe('es');
    expect(es.analysis).toMatch(
      `¡Hola, homie! Esto me parece: **cocina** (con un ${percent('es', 0.66)} de seguridad, por el horno y el lavabo).`,
    );
    expect(es.analysis).toContain(
      '**Lo que veo:** un horno en el centro, un lavabo a la izquierda, 2 sillas arriba a la derecha.',
    );
    expect(es.analysis).toContain('no el tipo de estancia en sí (cocina). Si el horno o algo a su alrededor');
    expect(es.analysis).toContain(
      '**Fotografíe después:**\n- Debajo del fregadero con las puertas del gabinete abiertas',
    );
    expect(es.analysis).toContain(
      '**Vale la pena revisar para su apelación:**\n- Fugas, daños por agua o madera podrida debajo del fregadero',
    );
    expect(es.analysis).toContain('**Lo que no puedo juzgar:** Desde aquí no puedo juzgar manchas');
    expect(es.analysis).not.toMatch(ENGLISH);
    // The report (saved with a capture, read by the board) and the English reply are as in English.
    expect(words(es.report)).toEqual(words(english.report));
    expect(es.english).toBe(english.analysis);
    expect(english.analysis).toMatch(/^Hey homie! This looks like a \*\*kitchen\*\*/);
  });

  it('no room offline: what it sees, counted, and why it cannot tell; the fallback note', async () => {
    const es = await analyse('unknownWithObjects', 'es', FALLBACK_NOTE);
    expect(es.analysis).toMatch(
      /^¡Hola, homie! Sin conexión no sé qué estancia es esta\. Veo 2 personas, un televisor, una planta en maceta, pero/,
    );
    expect(es.analysis).toContain('No reconozco lavadoras, secadoras');
    expect(es.analysis).toContain(
      '- Si esto es un lavadero, un garaje, un pasillo o el exterior, guárdelo de todos modos',
    );
    expect(
      es.analysis.endsWith(
        'Nota: El servicio de visión no respondió, así que este es mi análisis en el dispositivo.',
      ),
    ).toBe(true);
    expect(es.analysis).not.toMatch(ENGLISH);
  });

  it('a blurry frame: the quality line and its tip', () => {
    const text = composeAnalysis(REPORT_CASES.blurryVision!, { locale: 'es' });
    expect(text).toBe(
      [
        '¡Hola, homie! Con esta toma no voy a adivinar qué estancia es.',
        '**Atención:** Esta toma está borrosa. Consejo: Sostenga el teléfono quieto un segundo (o apóyelo en algo) y vuelva a analizar.',
      ].join('\n\n'),
    );
  });
});

describe('the reply in Korean', () => {
  it('a bathroom (local analyser): room, objects counted with their places, checklist', async () => {
    const english = await analyse('bathroom');
    const ko = await analyse('bathroom', 'ko');
    expect(ko.language).toBe('ko');
    expect(ko.analysis).toMatch(
      `안녕하세요, homie! 제가 보기엔 **욕실** 같아요(약 ${percent('ko', 0.75)} 확신: 변기와(과) 세면대을(를) 보고 판단했어요).`,
    );
    expect(ko.analysis).toContain('**보이는 것:** 오른쪽의 변기 1개, 왼쪽의 세면대 2개.');
    expect(ko.analysis).toContain('- 금 가거나 깨지거나 떨어진 타일, 상한 줄눈이나 실리콘');
    expect(ko.analysis).not.toMatch(ENGLISH);
    expect(words(ko.report)).toEqual(words(english.report));
  });

  it("a vision report: the rating's meaning and the severity in Korean, the model's own words as they came", () => {
    const text = composeAnalysis(REPORT_CASES.visionRated!, { locale: 'ko', note: 'A note.' });
    expect(text).toContain(
      '**상태:** C4(적절히 관리됨, 약간의 사소한 유지보수가 미뤄짐). Worn cabinet doors. Dated fixtures.',
    );
    expect(text).toContain('- Water stain under the sink(보통, 화면의 lower left)');
    expect(text).toContain('- 오래되었거나 고장 났거나 없는 가전제품');
    expect(text).toContain('**제가 판단할 수 없는 것:** 사진 한 장으로 판단했어요.');
  });

  it('normalisation: the gain as the locale writes it', () => {
    const text = composeAnalysis(REPORT_CASES.washedNormalised!, { locale: 'ko' });
    expect(text).toContain('검은 띠를 잘라 내고, 잘 보이도록 약 1.4배 밝게 했어요.');
    expect(text).toContain('**주의:** 이 장면은 빛이 바랜 것처럼 보여요.');
  });
});

describe("the tour's messages in every language (decision 270; mail-text.test.ts checks them all too)", () => {
  const ids = Object.keys(tourEn) as TourMessageId[];
  /** The arguments an English message takes, by name. */
  const argumentsOf = (message: string) => [
    ...new Set([...message.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]!)),
  ];

  it.each(LOCALES)('%s has every tour message, each keeping every argument the English one has', (locale) => {
    const m = mailText(locale);
    for (const id of ids) {
      expect(MAIL_CATALOGUES[locale][id], `${locale} ${id}`).toBeTruthy();
      const names = argumentsOf(tourEn[id]);
      for (const place of names.includes('place')
        ? ['centre', 'upperLeft', 'lowerRight', 'elsewhere']
        : ['-']) {
        const values: Record<string, string | number> = Object.fromEntries(names.map((n) => [n, `⟦${n}⟧`]));
        if (names.includes('count')) values.count = 7;
        if (names.includes('place')) values.place = place;
        const text = m.t(id, values);
        expect(text, `${locale} ${id}`).not.toMatch(/[{}]/);
        for (const name of names) {
          if (name === 'place') continue;
          expect(text, `${locale} ${id} ${name}`).toContain(name === 'count' ? '7' : `⟦${name}⟧`);
        }
      }
    }
  });
});
