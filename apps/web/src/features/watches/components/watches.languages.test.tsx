/**
 * "Watch this home", its notice deadline and the e-mail links' pages in the visitor's language
 * (issue 55, decision 264): the `watch` area, the contract's checks worded by the rule they name, the
 * server's refusals by their code, dates by the locale's Intl.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@homie/contracts/locales';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProvider } from '#app/provider.tsx';
import {
  NOTICE_LABELS,
  NOTICE_MESSAGES,
  noticeDeadlineText,
  noticeReminderText,
  WATCH_MESSAGES,
} from '@homie/contracts/watches';
import { loadArea, loadCatalogue } from '#lib/i18n/catalogues.ts';
import { englishText } from '#lib/i18n/i18n.tsx';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';
import { WatchHome } from './watch-home.tsx';

const slow = { timeout: 8000 };

beforeAll(async () => {
  await Promise.all([loadCatalogue('es'), loadCatalogue('zh-Hant')]);
  await loadArea('watch');
});

function renderIn(locale: Locale, ui: ReactNode) {
  const user = userEvent.setup({ delay: null });
  render(
    <AppProvider locale={locale}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProvider>,
  );
  return { user };
}

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
  notice: null,
};

describe('the English catalogue', () => {
  it('says what the contract says, word for word', () => {
    expect(englishText('watch.heading')).toBe(WATCH_MESSAGES.watchAction);
    expect(englishText('watch.active')).toBe(WATCH_MESSAGES.active);
    expect(englishText('watch.pending', { email: 'ana@example.com' })).toBe(
      WATCH_MESSAGES.pending('ana@example.com'),
    );
    expect(englishText('watch.addToCalendar')).toBe(WATCH_MESSAGES.addToCalendar);
    expect(englishText('watch.emailRequired')).toBe(WATCH_MESSAGES.emailRequired);
    expect(englishText('watch.invalidEmail')).toBe(WATCH_MESSAGES.invalidEmail);
    expect(englishText('watch.confirm.linkUnknown')).toBe(WATCH_MESSAGES.linkUnknown);
    expect(englishText('watch.unsubscribe.linkInvalid')).toBe(WATCH_MESSAGES.unsubscribeLinkInvalid);
    expect(englishText('watch.unsubscribe.done')).toBe(WATCH_MESSAGES.unsubscribed);
    expect(englishText('watch.confirm.done', { address: 'A', county: 'Alameda' })).toBe(
      `${WATCH_MESSAGES.confirmed} A (Alameda County).`,
    );
    expect(englishText('watch.notice.kind.supplemental')).toBe(NOTICE_LABELS.supplemental);
    expect(englishText('watch.notice.kind.escape')).toBe(NOTICE_LABELS.escape);
    expect(englishText('watch.notice.kind.rollChange')).toBe(NOTICE_LABELS.roll_change);
    expect(englishText('watch.notice.note')).toBe(NOTICE_MESSAGES.deadlineNote);
    for (const key of ['kindRequired', 'dateRequired', 'dateInFuture', 'dateTooOld'] as const)
      expect(englishText(`watch.notice.${key}`)).toBe(NOTICE_MESSAGES[key]);
    const mailed = { year: 2026, month: 10, day: 9 };
    expect(
      englishText('watch.notice.deadline', {
        kind: 'rollChange',
        mailed: 'October 9, 2026',
        closes: 'December 8, 2026',
      }),
    ).toBe(noticeDeadlineText('roll_change', mailed));
    expect(englishText('watch.noticeReminder', { date: 'December 8, 2026' })).toBe(
      noticeReminderText('2026-12-08'),
    );
  });
});

describe('Watch this home in Spanish', () => {
  it('asks for the e-mail, refuses a malformed one and says what was sent, all in Spanish', async () => {
    const api = mockFetch({ 'POST /api/watches': () => json(watch, 201) });
    const { user } = renderIn('es', <WatchHome jobId="job-1" />);
    const region = screen.getByRole('region', { name: 'Vigilar esta casa' });
    expect(within(region).getByText(/^Gratis: Homie le envía un correo/)).toBeVisible();
    await user.type(within(region).getByLabelText(/Correo electrónico/), 'not-an-address');
    await user.click(within(region).getByRole('button', { name: 'Vigilar esta casa' }));
    expect(await within(region).findByText('Dirección de correo electrónico no válida.')).toBeVisible();
    expect(api.calls('POST /api/watches')).toHaveLength(0);

    await user.clear(within(region).getByLabelText(/Correo electrónico/));
    await user.type(within(region).getByLabelText(/Correo electrónico/), 'ana@example.com');
    await user.click(within(region).getByRole('button', { name: 'Vigilar esta casa' }));
    expect(
      await within(region).findByText(
        'Enviamos un enlace a ana@example.com. Ábralo para confirmar su dirección; hasta entonces no se envía ningún recordatorio.',
      ),
    ).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Añadir las fechas a mi calendario' })).toBeVisible();
    expect(region.textContent).not.toMatch(/Watch this home|Add the dates|We sent a link/);
  });

  it('words the notice deadline and its checks in Spanish, the dates by Intl', async () => {
    mockFetch({});
    const now = () => new Date('2026-12-02T20:00:00Z');
    const { user } = renderIn('es', <WatchHome jobId="job-1" now={now} />);
    const region = screen.getByRole('region', { name: 'Vigilar esta casa' });
    await user.click(within(region).getByText(/^¿Recibió un aviso de tasación suplementaria/));
    await user.click(within(region).getByRole('button', { name: 'Mostrar mi fecha límite' }));
    expect(await within(region).findByText('Elija el tipo de aviso.')).toBeVisible();
    await user.click(within(region).getByRole('radio', { name: 'Aviso de tasación omitida' }));
    const date = within(region).getByLabelText('Fecha de envío impresa en el aviso');
    await user.type(date, '2026-12-20');
    await user.click(within(region).getByRole('button', { name: 'Mostrar mi fecha límite' }));
    expect(await within(region).findByText('La fecha de envío no puede ser futura.')).toBeVisible();
    // Ended: 60 days after August 1 is September 30 (R&T §1605(b)).
    await user.clear(date);
    await user.type(date, '2026-08-01');
    await user.click(within(region).getByRole('button', { name: 'Mostrar mi fecha límite' }));
    expect(
      await within(region).findByText(
        'Los 60 días para apelar este aviso terminaron el 30 de septiembre de 2026.',
      ),
    ).toBeVisible();
    await user.clear(date);
    await user.type(date, '2026-10-09');
    await user.click(within(region).getByRole('button', { name: 'Mostrar mi fecha límite' }));
    expect(
      await within(region).findByText(
        'Apele el aviso de tasación omitida enviado el 9 de octubre de 2026 a más tardar el 8 de diciembre de 2026.',
      ),
    ).toBeVisible();
    expect(within(region).getByText(/^60 días desde la fecha de envío impresa en el aviso/)).toBeVisible();
  });

  it('reads in Traditional Chinese too', async () => {
    mockFetch({});
    renderIn('zh-Hant', <WatchHome jobId="job-1" />);
    const region = screen.getByRole('region', { name: '關注這處房屋' });
    expect(within(region).getByRole('button', { name: '將日期加入我的行事曆' })).toBeVisible();
    expect(within(region).getByText('收到了補充評估、漏估評估或稅冊變更通知？')).toBeInTheDocument();
  });
});

describe('the e-mail links’ pages in Spanish', () => {
  it('/confirm-watch confirms in Spanish, the page no longer marked English', async () => {
    mockFetch({
      'POST /api/watches/confirm': () =>
        json({
          message: 'Your address is confirmed: Homie will remind you of this home’s appeal dates.',
          watch: { ...watch, status: 'active' },
        }),
    });
    renderApp('/confirm-watch?token=tok-1', { locale: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirme sus recordatorios' }, slow),
    ).toBeVisible();
    expect(await screen.findByText(/^Su dirección está confirmada/)).toHaveTextContent(
      '123 Main St, Oakland, CA 94611 (condado de Alameda).',
    );
    expect(screen.getByRole('link', { name: 'Volver a Homie' })).toBeVisible();
    expect(screen.getByRole('main')).not.toHaveAttribute('lang');
  });

  it('/confirm-watch says an unknown link by its code in Spanish', async () => {
    mockFetch({
      'POST /api/watches/confirm': () =>
        json(
          {
            error: 'This confirmation link is unknown or has expired. Watch the home again to get a new one.',
            code: 'watch_link_unknown',
          },
          404,
        ),
    });
    renderApp('/confirm-watch?token=old', { locale: 'es' });
    await screen.findByRole('heading', { level: 1, name: 'Confirme sus recordatorios' }, slow);
    expect(await screen.findByRole('alert')).not.toHaveTextContent(/unknown|expired/);
  });

  it('/unsubscribe asks and answers in Spanish', async () => {
    mockFetch({
      'POST /api/watches/unsubscribe': () =>
        json({
          message: 'You will get no more reminders from Homie, and every home you watched is removed.',
        }),
    });
    const { user } = renderApp('/unsubscribe?w=w1&t=sig', { locale: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dejar de recibir recordatorios' }, slow),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Darme de baja' }));
    expect(
      await screen.findByText(
        'No recibirá más recordatorios de Homie, y se eliminaron todas las casas que vigilaba.',
      ),
    ).toBeVisible();
  });
});
