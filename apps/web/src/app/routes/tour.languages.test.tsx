/**
 * The signed-in dashboard (/tour) in the visitor's language (issue 55, decision 266): the greeting,
 * the watched homes, the camera tour's controls, panel, own lines and camera problems, the findings and
 * the saved evidence (area `dashboard`). The assistant's reply is in the visitor's language when the
 * server says so (`reply_language`, decision 270); a reply in English (an older server's, or a fallback)
 * is marked `lang="en"` with a line that says so. The analyser's words in the findings and a capture's
 * room and findings stay English, marked `lang="en"`.
 * English stays the specification's (router.test.tsx, camera-tour.test.tsx, watches.test.tsx).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { TOUR_TEXTS } from '@homie/contracts/tour';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderSummary } from '#features/payments/testing/orders.ts';
import { fakeCamera, fakeFrames, fakeObjectUrls } from '#features/tour/components/tour-test-kit.tsx';
import { PHOTO_UNREADABLE } from '#features/tour/hooks/use-analyze-view.ts';
import { tourActions } from '#features/tour/stores/tour-store.ts';
import { loadArea, loadCatalogue } from '#lib/i18n/catalogues.ts';
import { englishText } from '#lib/i18n/i18n.tsx';
import { json, type MockHandler, mockFetch } from '#test/mock-fetch.ts';
import { renderApp, storeSession } from '#test/render-app.tsx';
import { greetingFor } from './tour.tsx';

const slow = { timeout: 8000 };

beforeAll(async () => {
  await Promise.all([loadCatalogue('es'), loadCatalogue('ko')]);
  await Promise.all([loadArea('dashboard'), loadArea('plans')]);
});
beforeEach(() => tourActions.reset());

const report = {
  analyser: 'vision',
  room: { type: 'kitchen', label: 'Kitchen', confidence: 0.9 },
  features: ['sink'],
  quality: { brightness: 120, contrast: 50, sharpness: 300, issues: [] },
  condition: { rating: 'C4', reasons: ['Worn cabinet doors.'] },
  issues: [{ description: 'Water stain under the sink', severity: 'medium', location: 'lower left' }],
  checklist: [],
  limitations: [],
  materials: ['oak cabinets'],
};
const reply = {
  analysis: 'Hey homie! This looks like a **kitchen** to me.',
  report,
  evidence_token: 'signed-token',
};
const saved = {
  id: '5b0c7c1e-8a43-4bd4-9a57-8b8a1f7e2d11',
  created_at: '2026-11-21T15:04:00.000Z',
  room: report.room,
  analysis: reply.analysis,
  report,
  image_url: '/api/tour/captures/5b0c7c1e-8a43-4bd4-9a57-8b8a1f7e2d11/image',
};
const watch = {
  id: 'w1',
  job_id: 'job-1',
  address: '123 Main St, Oakland, CA 94611',
  county: 'alameda',
  county_name: 'Alameda',
  status: 'pending',
  roll_year: 2027,
  opens: '2027-07-02',
  closes: '2027-09-15',
  created_at: '2026-12-02T20:00:00.000Z',
  notice: { kind: 'supplemental', mailed_on: '2026-12-20', deadline: '2027-02-18' },
};

/** A signed-in owner named Ana with one watched home, no orders, and `captures` saved. */
function dashboard(captures: unknown[], extra: Record<string, MockHandler> = {}) {
  storeSession({ user_id: 'u1', email: 'ana@example.com' });
  fakeObjectUrls();
  return mockFetch({
    'POST /api/auth/verify/': () => json({ valid: true }),
    'GET /api/auth/profile/': () =>
      json({ user_id: 'u1', email: 'ana@example.com', first_name: 'Ana', phone_number: '' }),
    'GET /api/orders': () => json({ orders: [] }),
    'GET /api/watches': () => json({ watches: [watch] }),
    'GET /api/tour/captures/': () => json({ captures }),
    'GET /api/appeals/evidence-photos/': () => json({ orders: [] }),
    [`GET ${saved.image_url}`]: () =>
      new Response(new Blob(['jpeg']), { headers: { 'Content-Type': 'image/jpeg' } }),
    ...extra,
  });
}

/** The main's text outside what is marked English. */
function unmarkedText(): string {
  const main = screen.getByRole('main').cloneNode(true) as HTMLElement;
  for (const english of main.querySelectorAll('[lang="en"]')) english.remove();
  return main.textContent ?? '';
}

describe('the English catalogue', () => {
  it('says what the specification and the contract say, word for word', () => {
    expect(englishText('dashboard.greeting', { name: 'Ana' })).toBe(greetingFor('Ana'));
    expect(englishText('dashboard.greetingNoName')).toBe(greetingFor(undefined));
    expect(englishText('dashboard.tour.analyzeButton')).toBe(TOUR_TEXTS.analyzeButton);
    expect(englishText('dashboard.tour.panelTitle')).toBe(TOUR_TEXTS.panelTitle);
    expect(englishText('dashboard.tour.analyzing')).toBe(TOUR_TEXTS.analyzing);
    expect(englishText('dashboard.tour.empty')).toBe(TOUR_TEXTS.empty);
    expect(englishText('dashboard.tour.started')).toBe(TOUR_TEXTS.started);
    expect(englishText('dashboard.tour.ended')).toBe(TOUR_TEXTS.ended);
    expect(englishText('dashboard.tour.captureFailed')).toBe(TOUR_TEXTS.captureFailed);
    expect(englishText('dashboard.tour.photoUnreadable')).toBe(PHOTO_UNREADABLE);
    expect(englishText('dashboard.tour.cameraError', { reason: 'Permission denied' })).toBe(
      'Error accessing camera: Permission denied',
    );
  });
});

describe('/tour in Spanish', () => {
  it('the greeting, the watched homes, a tour with an English reply (a server before 270), saved as evidence', async () => {
    fakeCamera();
    fakeFrames();
    let captures: unknown[] = [];
    const api = dashboard([], {
      'GET /api/tour/captures/': () => json({ captures }),
      'POST /api/analyze-frame/': () => json(reply),
      'POST /api/tour/captures/': () => {
        captures = [saved];
        return json(saved, 201);
      },
    });
    const { user } = renderApp('/tour', { locale: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Bienvenido de nuevo, Ana!' }, slow),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: 'Logotipo de Homie' })).toBeVisible();

    const watched = screen.getByRole('region', { name: 'Casas vigiladas' });
    expect(
      await within(watched).findByText(
        'Condado de Alameda · periodo ordinario de apelación de 2027: del 2 de julio de 2027 al 15 de septiembre de 2027 · esperando que confirme su dirección',
      ),
    ).toBeVisible();
    expect(
      within(watched).getByText(
        'Aviso de tasación suplementaria enviado el 20 de diciembre de 2026: apele a más tardar el 18 de febrero de 2027',
      ),
    ).toBeVisible();
    expect(
      within(watched).getByRole('button', { name: 'Quitar 123 Main St, Oakland, CA 94611' }),
    ).toBeVisible();

    const panel = screen.getByRole('region', { name: 'Análisis con IA' });
    expect(within(panel).getByText('Inicie el recorrido para comenzar el análisis.')).toBeVisible();
    expect(screen.getByLabelText('Imagen en vivo de la cámara')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pantalla completa' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Aún no hay pruebas guardadas. Inicie el recorrido, analice una vista y guárdela como prueba.',
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Iniciar recorrido' }));
    expect(
      within(panel).getByText('Iniciando el recorrido... Puedo ayudarle a analizar lo que me muestre.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Analizar la vista actual' }));

    // The model's reply, as the server wrote it, marked English, with a word that it is.
    const kitchen = await within(panel).findByText('kitchen', { selector: 'strong' });
    expect(kitchen.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(within(panel).getByText('El asistente responde en inglés.')).toHaveAttribute('lang', 'es');
    const findings = within(panel).getByRole('region', { name: 'Hallazgos' });
    expect(findings).toHaveTextContent('Modelo de visión: evaluado a partir de esta única foto');
    expect(findings).toHaveTextContent(
      'Estado C4 — mantenimiento adecuado, algo de mantenimiento menor pendiente',
    );
    expect(within(findings).getByRole('listitem')).toHaveTextContent(
      'Water stain under the sink (moderado, lower left)',
    );
    expect(within(findings).getByText('Water stain under the sink')).toHaveAttribute('lang', 'en');

    await user.click(within(panel).getByRole('button', { name: 'Guardar como prueba' }));
    expect(await within(panel).findByRole('button', { name: 'Guardada como prueba' })).toBeDisabled();
    expect(await screen.findByText('Guardada en sus pruebas.')).toBeVisible();
    expect(api.calls('POST /api/tour/captures/')).toHaveLength(1);
    const evidence = await screen.findByRole('region', { name: /Sus pruebas/ });
    expect(await within(evidence).findByRole('link', { name: 'Descargar' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Detener recorrido' }));
    expect(within(panel).getByText('Recorrido terminado. Puede iniciar otro cuando quiera.')).toBeVisible();
    expect(
      screen.getByText('La cámara está apagada. Pulse reproducir para iniciar otro recorrido.'),
    ).toBeVisible();

    const text = unmarkedText();
    for (const english of [
      'Watched homes',
      'County',
      'Start the tour',
      'AI Analysis',
      'Save as',
      'Your evidence',
      'Tour ended',
      'Findings',
      'Condition',
      'Download',
    ])
      expect(text, english).not.toContain(english);
  });
});

describe('My appeals in Spanish', () => {
  it('an order with its plan, status, deadline, credit and actions in Spanish', async () => {
    fakeCamera();
    const order = orderSummary({
      tier: 'basic',
      has_draft: true,
      deadline: {
        label: 'Formal appeal (Assessment Appeals Board)',
        date: '2027-09-15',
        date_text: 'September 15, 2027',
        days_left: 12,
        state: 'open',
      },
      credit: {
        credit_id: 'c1',
        status: 'pending',
        review_note: null,
        roll_year: 2027,
        redeemed: false,
        redeemed_order_id: null,
      },
    });
    dashboard([], { 'GET /api/orders': () => json({ orders: [order] }) });
    renderApp('/tour', { locale: 'es' });
    const appeals = await screen.findByRole('region', { name: 'Mis apelaciones' }, slow);
    const card = await within(appeals).findByRole('group', { name: '123 Main St, Oakland, CA 94611' }, slow);
    expect(card).toHaveTextContent('Plan: Basic (24,90 US$)');
    expect(card).toHaveTextContent('Estado: Formulario de apelación en curso');
    expect(card).toHaveTextContent(
      'Fecha límite: 15 de septiembre de 2027 (quedan 12 días), Formal appeal (Assessment Appeals Board)',
    );
    expect(within(card).getByText('Formal appeal (Assessment Appeals Board)')).toHaveAttribute('lang', 'en');
    expect(within(card).getByRole('status')).toHaveTextContent(
      'Estamos revisando la notificación de decisión de la junta. Una vez aprobada, el plan Success de 2027 para esta casa será gratis.',
    );
    expect(
      within(card).getByRole('link', {
        name: 'Continuar el formulario de apelación de 123 Main St, Oakland, CA 94611',
      }),
    ).toBeVisible();
    expect(
      within(card).getByRole('button', {
        name: 'Descargar el informe (PDF) de 123 Main St, Oakland, CA 94611',
      }),
    ).toBeVisible();
    // US dollars in the locale's own form (the space before "US$" is a no-break space).
    expect(
      within(card).getByRole('button', { name: /^Pasar a Success por \d+,\d\d\sUS\$: 123 Main St/ }),
    ).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Informar la decisión de la junta' })).toBeVisible();
    for (const english of [
      'My appeals',
      'Status',
      'Deadline:',
      'Continue',
      'Download',
      'Upgrade',
      'Next year',
    ])
      expect(unmarkedText(), english).not.toContain(english);
  });
});

describe('/tour in Korean', () => {
  it('a refused camera in Korean with the browser’s reason in English, and a saved capture', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeCamera(new DOMException('Permission denied', 'NotAllowedError'));
    const api = dashboard([saved], {
      'GET /api/appeals/evidence-photos/': () =>
        json({
          orders: [
            {
              job_id: 'job-1',
              order_id: 'ord_1',
              address: '123 Main St, Oakland, CA 94611',
              roll_year: 2027,
              photos: [],
            },
          ],
        }),
      'DELETE /api/tour/captures/5b0c7c1e-8a43-4bd4-9a57-8b8a1f7e2d11/': () =>
        new Response(null, { status: 204 }),
    });
    const { user } = renderApp('/tour', { locale: 'ko' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '다시 오신 것을 환영합니다, Ana님!' }, slow),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: '지켜보는 주택' })).toBeVisible();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('이 사이트의 카메라 접근이 꺼져 있습니다.');
    expect(alert).toHaveTextContent('카메라에 접근하는 중 오류: Permission denied');
    expect(within(alert).getByText('Permission denied')).toHaveAttribute('lang', 'en');
    expect(screen.getAllByLabelText('사진 찍기 또는 선택')[0]).toHaveAttribute('type', 'file');

    const evidence = screen.getByRole('region', { name: /내 증거/ });
    expect(await within(evidence).findByRole('link', { name: '다운로드' }, slow)).toBeVisible();
    // The capture's room line is its own English words (the appeal's photos carry them to the board).
    expect(within(evidence).getByText('Kitchen (90% sure)')).toHaveAttribute('lang', 'en');
    await user.click(within(evidence).getByRole('button', { name: /^캡처 삭제: Kitchen \(90% sure\), / }));
    await user.click(within(evidence).getByRole('button', { name: '영구 삭제' }));
    await waitFor(() =>
      expect(api.calls('DELETE /api/tour/captures/5b0c7c1e-8a43-4bd4-9a57-8b8a1f7e2d11/')).toHaveLength(1),
    );
    // The appeal photos: the chrome in Korean; the owner's statement and the caption go to the board in English.
    const photos = screen.getByRole('region', { name: '이의 신청용 사진' });
    const use = await within(photos).findByRole('checkbox', {
      name: /^이의 신청에 사용: Kitchen \(90% sure\), /,
    });
    await user.click(use);
    expect(
      within(photos).getByText(/^The condition these photographs show existed on January 1, 2027/),
    ).toHaveAttribute('lang', 'en');
    expect(within(photos).getByText(/^이 진술의 내용\(위원회를 위해 영어로 인쇄됨\)/)).toHaveTextContent(
      '2027년 1월 1일',
    );
    const caption = within(photos).getByRole('textbox', { name: /^Kitchen \(90% sure\), .* 설명$/ });
    expect(caption).toHaveAttribute('lang', 'en');
    expect(caption).toHaveAccessibleDescription('설명은 영어로 쓰세요. 위원회를 위해 인쇄됩니다.');
    await user.click(within(photos).getByRole('button', { name: '이의 신청 사진 저장' }));
    expect(
      await within(photos).findByText(/과세 기준일 당시의 주택 상태를 보여 준다는 진술에 체크하세요/),
    ).toBeVisible();
    for (const english of [
      'Watched homes',
      'Camera access',
      'Take or choose',
      'Your evidence',
      'Delete',
      'Photos for',
      'Save appeal',
    ])
      expect(unmarkedText(), english).not.toContain(english);
  });
});

/** Renders /tour in `locale`, starts the tour and analyses the view; the server answers `answer`. */
async function analysed(
  locale: 'es' | 'ko',
  answer: Record<string, unknown>,
  words: { start: string; analyze: string; panel: string },
) {
  fakeCamera();
  fakeFrames();
  dashboard([], { 'POST /api/analyze-frame/': () => json({ ...reply, ...answer }) });
  const { user } = renderApp('/tour', { locale });
  const start = await screen.findByRole('button', { name: words.start }, slow);
  await user.click(start);
  await user.click(screen.getByRole('button', { name: words.analyze }));
  return screen.getByRole('region', { name: words.panel });
}
const SPANISH = { start: 'Iniciar recorrido', analyze: 'Analizar la vista actual', panel: 'Análisis con IA' };
const KOREAN = { start: '둘러보기 시작', analyze: '현재 화면 분석', panel: 'AI 분석' };

describe("the assistant's reply in the visitor's language (decision 270)", () => {
  it("Spanish: a reply in Spanish is the page's language, without the English line", async () => {
    const panel = await analysed(
      'es',
      {
        analysis:
          '¡Hola, homie! Esto me parece: **cocina** (con un 90 % de seguridad).\n\n**Lo que veo:** fregadero.',
        reply_language: 'es',
      },
      SPANISH,
    );
    const kitchen = await within(panel).findByText('cocina', { selector: 'strong' });
    // Nothing inside the panel marks it with another language: it is the page's.
    const marked = kitchen.closest('[lang]');
    expect(marked === null || !panel.contains(marked)).toBe(true);
    expect(within(panel).getByText(/^¡Hola, homie! Esto me parece:/)).toBeVisible();
    expect(within(panel).queryByText('El asistente responde en inglés.')).toBeNull();
    expect(unmarkedText()).toContain('Lo que veo:');
  });

  it('Spanish: a reply in another language (the visitor switched since) is marked with it, without the English line', async () => {
    const panel = await analysed(
      'es',
      { analysis: '안녕하세요, homie! 제가 보기엔 **주방** 같아요.', reply_language: 'ko' },
      SPANISH,
    );
    const kitchen = await within(panel).findByText('주방', { selector: 'strong' });
    expect(kitchen.closest('[lang]')).toHaveAttribute('lang', 'ko');
    expect(within(panel).queryByText('El asistente responde en inglés.')).toBeNull();
  });

  it('Korean: an English fallback (reply_language "en") is marked English, with the line in Korean', async () => {
    const panel = await analysed('ko', { reply_language: 'en' }, KOREAN);
    const kitchen = await within(panel).findByText('kitchen', { selector: 'strong' });
    expect(kitchen.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(within(panel).getByText('도우미는 영어로 답합니다.')).toHaveAttribute('lang', 'ko');
  });
});
