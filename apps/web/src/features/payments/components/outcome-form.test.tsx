import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { orderSummary } from '../testing/orders.ts';
import { OutcomeForm } from './outcome-form.tsx';
import { loadArea } from '#lib/i18n/catalogues.ts';

// My appeals' texts: area `dashboard`, loaded by /tour (decision 266).
beforeAll(() => loadArea('dashboard'));

function renderForm(onDone = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OutcomeForm order={orderSummary()} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ delay: null }), onDone };
}

describe('the outcome form on react-hook-form (decision 142)', () => {
  it('refuses a value that is not whole dollars and a notice of the wrong type, sending nothing', async () => {
    const api = mockFetch({ 'POST /api/orders/ord_1/outcome': () => json(orderSummary()) });
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Date of the decision/), '2026-11-02');
    await user.click(screen.getByLabelText('Denied (no change)'));
    await user.type(screen.getByLabelText(/Value the board decided/), 'about a million');
    // A file picked past the picker's filter (the accept list is only a hint to the browser).
    fireEvent.change(screen.getByLabelText(/Notice of decision/), {
      target: { files: [new File(['x'], 'notice.txt', { type: 'text/plain' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Save the decision' }));
    expect(await screen.findByText('Enter the value in whole dollars, e.g. 950,000.')).toBeInTheDocument();
    expect(screen.getByText('The notice must be a PDF, a JPEG or a PNG file.')).toBeInTheDocument();
    expect(api.calls('POST /api/orders/ord_1/outcome')).toHaveLength(0);
  });

  it("shows the server's refusal and stays open; a later save goes through", async () => {
    let refuse = true;
    const api = mockFetch({
      'POST /api/orders/ord_1/outcome': () =>
        refuse ? json({ error: 'Only a Success order can report a decision.' }, 409) : json(orderSummary()),
      'GET /api/orders': () => json({ orders: [orderSummary()] }),
    });
    const { user, onDone } = renderForm();
    await user.type(screen.getByLabelText(/Date of the decision/), '2026-11-02');
    await user.click(screen.getByLabelText('Granted (the value I asked for)'));
    await user.click(screen.getByRole('button', { name: 'Save the decision' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a Success order can report a decision.');
    expect(onDone).not.toHaveBeenCalled();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save the decision' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.calls('POST /api/orders/ord_1/outcome')[1]!.body).toEqual({
      decided_on: '2026-11-02',
      outcome: 'granted',
      value_decided: null,
    });
  });
});
