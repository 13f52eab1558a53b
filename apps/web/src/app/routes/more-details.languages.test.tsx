/**
 * /more-details' form, video input and video findings in the visitor's language (issue 55, decision
 * 259): labels, property types and validation messages chosen by field and rule, and English still
 * the specification's texts, identical to the form schema's messages.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@homie/contracts/locales';
import { conditionNote, VideoFindingsPanel } from '#features/evidence/components/video-findings-panel.tsx';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { DetailsVideoInput } from '#features/videos/components/details-video-input.tsx';
import { loadArea, loadCatalogue } from '#lib/i18n/catalogues.ts';
import { LocaleProvider } from '#lib/i18n/i18n.tsx';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { propertyInfo } from '#features/properties/testing/fixtures.ts';
import { detailsFormSchema } from '#features/properties/utils/details-form-schema.ts';
import { AnalysedFacts } from '#features/properties/components/analysed-facts.tsx';
import { DetailsForm } from '#features/properties/components/details-form.tsx';

beforeAll(async () => {
  await Promise.all([loadCatalogue('es'), loadCatalogue('zh-Hant')]);
  await loadArea('details');
});

function inLocale(locale: Locale, ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={client}>
      <LocaleProvider initialLocale={locale}>{ui}</LocaleProvider>
    </QueryClientProvider>,
  );
  return { user };
}

const form = (locale: Locale) => {
  const onSubmit = vi.fn(async () => null);
  return {
    onSubmit,
    ...inLocale(locale, <DetailsForm propertyInfo={propertyInfo()} isLoading={false} onSubmit={onSubmit} />),
  };
};

/** Types a value into a field, then submits the form. */
async function submitWith(
  user: ReturnType<typeof userEvent.setup>,
  field: string,
  value: string,
  submit: string,
) {
  const input = screen.getByLabelText(field, { exact: false });
  await user.clear(input);
  if (value) await user.type(input, value);
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('the details form in six languages', () => {
  it('reads in English as the specification writes it, its messages identical to the schema’s', async () => {
    const { user, onSubmit } = form('en');
    expect(screen.getByRole('heading', { name: 'Help us get it right' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Living area \(sq ft\)/ })).toHaveValue('1650');
    const type = screen.getByRole('combobox', { name: 'Property type' });
    expect(within(type).getByRole('option', { name: 'Single-family', selected: true })).toBeInTheDocument();
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Single-family', 'Condo', 'Townhouse', 'Multi-family']);
    expect(
      screen.getByText('Anything an assessor should know: condition, needed repairs, a busy road…'),
    ).toBeVisible();

    // Each rule the schema enforces, shown from the catalogue: the same words as the schema's issue.
    const cases: [string, string, keyof typeof valid][] = [
      ['Bedrooms', '', 'bedrooms'],
      ['Bedrooms', '2.5', 'bedrooms'],
      ['Bathrooms', '99', 'bathrooms'],
      ['Lot size', 'lots', 'lotSize'],
      ['Living area', '50', 'livingAreaSize'],
      ['Year built', '3000', 'yearBuilt'],
    ];
    const valid = {
      livingAreaSize: '1650',
      lotSize: '6098',
      bedrooms: '3',
      bathrooms: '2',
      propertyType: 'single_family',
      yearBuilt: '1978',
      additionalNotes: '',
    };
    for (const [label, value, field] of cases) {
      await submitWith(user, label, value, 'Update my analysis');
      const parsed = detailsFormSchema.safeParse({ ...valid, [field]: value });
      const expected = parsed.success ? '' : (parsed.error.issues[0]?.message ?? '');
      expect(expected).not.toBe('');
      expect(await screen.findByText(expected)).toBeVisible();
      await submitWith(user, label, valid[field], 'Update my analysis');
    }
    const notes = screen.getByRole('textbox', { name: 'Additional notes' });
    fireEvent.change(notes, { target: { value: 'x'.repeat(4001) } });
    await user.click(screen.getByRole('button', { name: 'Update my analysis' }));
    expect(await screen.findByText('Notes must be at most 4,000 characters.')).toBeVisible();
    fireEvent.change(notes, { target: { value: '' } });
    onSubmit.mockClear();
    await user.click(screen.getByRole('button', { name: 'Update my analysis' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('reads in Spanish: labels, property types and a validation message by its field and rule', async () => {
    const { user, onSubmit } = form('es');
    expect(screen.getByRole('heading', { name: 'Ayúdenos a acertar' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Superficie habitable \(pies²\)/ })).toHaveValue('1650');
    expect(screen.getByRole('spinbutton', { name: /^Dormitorios/ })).toHaveValue(3);
    const type = screen.getByRole('combobox', { name: 'Tipo de propiedad' });
    expect(within(type).getByRole('option', { name: 'Unifamiliar', selected: true })).toBeInTheDocument();
    expect(within(type).getByRole('option', { name: 'Casa adosada' })).toBeInTheDocument();
    await submitWith(user, 'Superficie habitable', '', 'Actualizar mi análisis');
    expect(await screen.findByText('La superficie habitable es obligatoria.')).toBeVisible();
    // The limits by the locale's Intl (Spanish groups 100.000 with a point).
    await submitWith(user, 'Superficie habitable', '50', 'Actualizar mi análisis');
    expect(await screen.findByText('La superficie habitable debe estar entre 100 y 100.000.')).toBeVisible();
    expect(screen.queryByText(/Living area/)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reads in Traditional Chinese', async () => {
    const { user } = form('zh-Hant');
    expect(screen.getByRole('heading', { name: '幫我們把資料核對準確' })).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: /^浴室/ })).toHaveValue(2);
    const type = screen.getByRole('combobox', { name: '房產類型' });
    expect(within(type).getByRole('option', { name: '獨棟住宅', selected: true })).toBeInTheDocument();
    await submitWith(user, '浴室', '99', '更新我的分析');
    expect(await screen.findByText('浴室數必須介於 0 和 50 之間。')).toBeVisible();
    expect(screen.getByRole('textbox', { name: '補充說明' })).toBeInTheDocument();
  });

  it('names the analysed property type in the page’s language', () => {
    inLocale('es', <AnalysedFacts info={propertyInfo()} />);
    expect(screen.getByTestId('analysed-facts')).toHaveTextContent(/Unifamiliar$/);
  });
});

describe('the video input and its findings in Spanish and Traditional Chinese', () => {
  it('says a browser check’s failure in Spanish', async () => {
    inLocale('es', <DetailsVideoInput jobId="job_1" />);
    const input = screen.getByLabelText('Suba un video de su casa (opcional)');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('La carga falló: Seleccione un archivo de video'),
    );
    expect(screen.getByText(/nunca se usa para entrenar modelos de IA/)).toBeVisible();
  });

  const VIDEO = '33333333-3333-4333-8333-333333333333';
  const findings = {
    videos: [
      {
        video_id: VIDEO,
        status: 'done',
        frames_sampled: 3,
        rooms: [{ label: 'Kitchen', frames: 2 }],
        features: ['oak cabinets'],
        condition_cues: ['C4, adequately maintained, at 0:05 (kitchen): dated finishes'],
        suggested_condition: 'C4',
        owner_condition: null,
        frames: [{ index: 0, at_seconds: 5, room: 'Kitchen', finding: 'Kitchen (80% confidence).' }],
        error: null,
        analysed_at: '2026-11-26T03:00:00.000Z',
      },
    ],
  };

  it('shows the findings in Spanish, the analyser’s own words marked English', async () => {
    mockFetch({ 'GET /api/videos/findings/job_1': () => json(findings) });
    inLocale('es', <VideoFindingsPanel jobId="job_1" />);
    expect(await screen.findByRole('heading', { name: 'Lo que muestra su video' })).toBeVisible();
    const card = screen.getByRole('article', { name: 'Su video' });
    expect(within(card).getByText('Cocina (2 fotogramas)')).toBeVisible();
    expect(within(card).getByText('Se revisaron 3 fotogramas (no se guardan).')).toBeVisible();
    expect(within(card).getByText('oak cabinets')).toHaveAttribute('lang', 'en');
    const group = within(card).getByRole('group', { name: 'El estado de su casa' });
    expect(within(group).getByRole('radio', { name: /^C4: mantenida adecuadamente/ })).toBeChecked();
    expect(within(card).getByRole('button', { name: 'Confirmar el estado' })).toBeEnabled();
    expect(within(card).getByText('Fotogramas revisados (1)')).toBeInTheDocument();
    expect(within(card).getByText('En 0:05').closest('p')).toHaveTextContent(
      'En 0:05: Kitchen (80% confidence).',
    );
    expect(within(card).getByText('Kitchen (80% confidence).')).toHaveAttribute('lang', 'en');
  });

  // Decision 276: the server words the findings in the owner's language (in_language).
  const part = (text: string, lang: Locale) => ({ text, lang });
  const line = (...parts: { text: string; lang: Locale }[]) => ({
    text: parts.map((p) => p.text).join(''),
    parts,
  });
  const spanish = {
    language: 'es' as const,
    features: [line(part('un horno', 'es')), line(part('oak cabinets', 'en'))],
    condition_cues: [
      line(
        part(
          'C4, mantenido de forma adecuada, algo de mantenimiento menor pendiente, en 0:05 (cocina): ',
          'es',
        ),
        part('dated finishes', 'en'),
      ),
    ],
    frame_findings: [
      line(part('Cocina (con un 80\u00a0% de seguridad). Se ve: un horno. No se calificó el estado.', 'es')),
    ],
    error: null,
  };
  const worded = (inLanguage: Record<string, unknown>) => ({
    videos: [{ ...findings.videos[0], in_language: inLanguage }],
  });

  it('shows the findings the server worded in Spanish unmarked, a model’s words marked English; the note stays English', async () => {
    usePropertyStore.setState({ propertyInfo: { ...propertyInfo(), notes: '' } });
    const VIDEO_PUT = `PUT /api/videos/${VIDEO}/condition`;
    mockFetch({
      'GET /api/videos/findings/job_1': () => json(worded(spanish)),
      [VIDEO_PUT]: () => json({ ...worded(spanish).videos[0], owner_condition: 'C4' }),
    });
    const { user } = inLocale('es', <VideoFindingsPanel jobId="job_1" />);
    const card = await screen.findByRole('article', { name: 'Su video' });
    const features = within(card).getByText('Características').nextElementSibling as HTMLElement;
    expect(features).toHaveTextContent(/^un horno.*oak cabinets$/);
    expect(features).not.toHaveAttribute('lang');
    expect(within(features).queryByText('un horno')).toBeNull(); // not in a span of its own
    expect(within(features).getByText('oak cabinets')).toHaveAttribute('lang', 'en');
    const cue = within(card).getAllByRole('listitem')[0]!;
    expect(cue).toHaveTextContent(
      'C4, mantenido de forma adecuada, algo de mantenimiento menor pendiente, en 0:05 (cocina): dated finishes',
    );
    expect(cue).not.toHaveAttribute('lang');
    expect(within(cue).getByText('dated finishes')).toHaveAttribute('lang', 'en');
    expect(within(card).getByText('En 0:05').closest('p')).toHaveTextContent(
      'En 0:05: Cocina (con un 80 % de seguridad). Se ve: un horno. No se calificó el estado.',
    );
    expect(within(card).queryByText(/Kitchen \(80% confidence\)/)).toBeNull();
    // The condition the owner confirms goes into "Additional notes", filed with the board: English.
    await user.click(within(card).getByRole('button', { name: 'Confirmar el estado' }));
    await vi.waitFor(() => expect(usePropertyStore.getState().propertyInfo?.notes).toBe(conditionNote('C4')));
    expect(conditionNote('C4')).toBe(
      'Condition (confirmed by the owner from the video): C4, adequately maintained, some minor deferred maintenance.',
    );
  });

  it('keeps the English, marked, when the server worded the findings in another language than the page’s', async () => {
    mockFetch({ 'GET /api/videos/findings/job_1': () => json(worded({ ...spanish, language: 'ko' })) });
    inLocale('es', <VideoFindingsPanel jobId="job_1" />);
    const card = await screen.findByRole('article', { name: 'Su video' });
    expect(within(card).getByText('oak cabinets')).toHaveAttribute('lang', 'en');
    expect(within(card).getAllByRole('listitem')[0]).toHaveAttribute('lang', 'en');
    expect(within(card).queryByText(/un horno/)).toBeNull();
  });

  it('shows a failure’s reason in Spanish when the server worded it', async () => {
    const reason = 'No se pudo leer ningún fotograma de este video.';
    mockFetch({
      'GET /api/videos/findings/job_1': () =>
        json({
          videos: [
            {
              ...findings.videos[0],
              status: 'failed',
              error: 'No frame could be read from this video.',
              in_language: { ...spanish, error: line(part(reason, 'es')) },
            },
          ],
        }),
    });
    inLocale('es', <VideoFindingsPanel jobId="job_1" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(reason);
    expect(within(alert).queryByText('No frame could be read from this video.')).toBeNull();
  });

  it('shows the findings in Traditional Chinese', async () => {
    mockFetch({ 'GET /api/videos/findings/job_1': () => json(findings) });
    inLocale('zh-Hant', <VideoFindingsPanel jobId="job_1" />);
    expect(await screen.findByRole('heading', { name: '您的影片顯示了什麼' })).toBeVisible();
    const card = screen.getByRole('article', { name: '您的影片' });
    expect(within(card).getByText('廚房（2 張畫面）')).toBeVisible();
    expect(within(card).getByRole('group', { name: '您房屋的狀況' })).toBeVisible();
    expect(within(card).getByRole('radio', { name: /^C5：明顯缺乏維護/ })).not.toBeChecked();
  });
});
