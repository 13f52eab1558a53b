import { emptyPropertyInfo } from '@homie/contracts/appeals';
import { DRAFT_SAVE_DEBOUNCE_MS } from '@homie/contracts/paid-orders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { FillFormView } from '../components/fill-form-view.tsx';
import { loadArea } from '#lib/i18n/catalogues.ts';

// The screens' words are area `form`'s (decision 265), loaded by /fill-form's route before it renders.
beforeAll(() => loadArea('form'));

const ORDER = 'ord_1';
const PUT = `PUT /api/orders/${ORDER}/draft`;

function renderPaidForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <FillFormView
          county="la"
          initialInfo={{ ...emptyPropertyInfo(), apn: '2581-006-055' }}
          initialComparables={[]}
          jobId="job-1"
          orderId={ORDER}
          orderToken="tok-1"
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe('draft saving on the react-hook-form appeal form (decision 107)', () => {
  it('saves what was typed a moment after the typing stops, and nothing before any typing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = mockFetch({
      [PUT]: ({ body }) => json({ order_id: ORDER, draft: body, revision: 1, updated_at: null }),
    });
    const user = renderPaidForm();
    expect(screen.getByText('What you type is saved with your order as you go.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DEBOUNCE_MS + 200));
    expect(api.calls(PUT)).toHaveLength(0);

    await user.type(screen.getByLabelText('Owner Name *'), 'Ana Diaz');
    await waitFor(() => expect(api.calls(PUT)).toHaveLength(1), { timeout: DRAFT_SAVE_DEBOUNCE_MS + 1000 });
    const sent = api.calls(PUT)[0]!;
    expect(sent.headers.get('X-Order-Token')).toBe('tok-1');
    expect((sent.body as { property_info: { owner_name: string } }).property_info.owner_name).toBe(
      'Ana Diaz',
    );
    expect(await screen.findByText(/Draft saved/)).toBeInTheDocument();
  });

  it('says when the draft could not be saved', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({ [PUT]: () => json({ error: 'Pay first.' }, 403) });
    const user = renderPaidForm();
    await user.type(screen.getByLabelText('Owner Name *'), 'A');
    expect(
      await screen.findByText(
        'Your draft could not be saved: Pay first.',
        {},
        { timeout: DRAFT_SAVE_DEBOUNCE_MS + 1000 },
      ),
    ).toBeInTheDocument();
  });
});
