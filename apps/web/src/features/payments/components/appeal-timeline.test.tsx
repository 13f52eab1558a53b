import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '#app/provider.tsx';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { storeSession } from '#test/render-app.tsx';
import { usePaymentStore } from '../stores/payment-store.ts';
import { orderSummary } from '../testing/orders.ts';
import { AppealTimeline } from './appeal-timeline.tsx';
import { loadArea } from '#lib/i18n/catalogues.ts';

// My appeals' texts: area `dashboard`, loaded by /tour (decision 266).
beforeAll(() => loadArea('dashboard'));

const NOW = new Date('2026-12-02T18:00:00Z');
const verify = { 'POST /api/auth/verify/': () => json({ valid: true }) };

function renderTimeline(order = orderSummary({ form_generated: true })) {
  const user = userEvent.setup({ delay: null });
  render(
    <AppProvider>
      <MemoryRouter>
        <AppealTimeline order={order} now={NOW} />
      </MemoryRouter>
    </AppProvider>,
  );
  return { user };
}

beforeEach(() => {
  storeSession({ user_id: 'u1', email: 'ana@example.com' });
  usePaymentStore.setState({ orderToken: null, pendingSession: null });
});

describe('the appeal timeline on My appeals (decision 240)', () => {
  it('shows where the appeal stands, step by step, the current one marked', () => {
    mockFetch(verify);
    renderTimeline(
      orderSummary({
        form_generated: true,
        progress: { filed_on: '2026-09-10', filed_how: 'online', hearing_on: '2027-02-10' },
      }),
    );
    const timeline = screen.getByRole('list', { name: 'Appeal timeline for 123 Main St, Oakland, CA 94611' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Package prepared (done)Your appeal form, letter and evidence were generated.',
      "Application filed (done)Filed September 10, 2026, online, on the county's appeals site.",
      'Hearing (now)Hearing on February 10, 2027 (in 70 days). To exchange information with the assessor, send yours by January 11, 2027, 30 days before the hearing (R&T §1606).',
      'Decision (later)The board mails its decision after the hearing.',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it('records the day and way the owner filed; a missing choice is named at its field and nothing is sent', async () => {
    const api = mockFetch({
      ...verify,
      'PUT /api/orders/ord_1/progress': () =>
        json(orderSummary({ progress: { filed_on: '2026-11-20', filed_how: 'mail', hearing_on: null } })),
    });
    const { user } = renderTimeline();
    await user.click(screen.getByRole('button', { name: 'Record that you filed' }));
    const form = screen.getByRole('form', { name: 'Filing and hearing for 123 Main St, Oakland, CA 94611' });
    await user.type(within(form).getByLabelText('Filed on'), '2026-11-20');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose how you filed the application.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('How you filed'), 'By mail');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Record that you filed' });
    const sent = api.requests.filter((r) => r.method === 'PUT');
    expect(sent.map((r) => r.body)).toEqual([
      { filed_on: '2026-11-20', filed_how: 'mail', hearing_on: null },
    ]);
  });

  it("shows the server's refusal under the form", async () => {
    mockFetch({
      ...verify,
      'PUT /api/orders/ord_1/progress': () =>
        json(
          { error: 'The filing date is before you bought this plan: check the date.', code: 'bad_request' },
          400,
        ),
    });
    const { user } = renderTimeline();
    await user.click(screen.getByRole('button', { name: 'Record that you filed' }));
    const form = screen.getByRole('form', { name: /^Filing and hearing for/ });
    await user.type(within(form).getByLabelText('Filed on'), '2026-01-05');
    await user.selectOptions(
      within(form).getByLabelText('How you filed'),
      'In person, at the Clerk of the Board',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('The filing date is before you bought this plan: check the date.'),
    ).toBeInTheDocument();
  });
});
