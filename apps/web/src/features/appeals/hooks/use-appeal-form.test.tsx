import { APPEAL_FIELD_MAX_CHARS, emptyPropertyInfo, tooLongMessage } from '@homie/contracts/appeals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { FillFormView } from '../components/fill-form-view.tsx';
import { loadArea } from '#lib/i18n/catalogues.ts';

// The screens' words are area `form`'s (decision 265), loaded by /fill-form's route before it renders.
beforeAll(() => loadArea('form'));

function renderForm(ownerName: string) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FillFormView
          county="la"
          initialInfo={{ ...emptyPropertyInfo(), owner_name: ownerName, apn: '2581-006-055' }}
          initialComparables={[]}
          jobId={null}
          orderToken={null}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe('the appeal form on react-hook-form with the contract schema (decision 142)', () => {
  it('refuses what the contract refuses before asking the server, under the field; fixed, the server is asked', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = mockFetch({
      'POST /fill-form/validate': () =>
        json({
          valid: true,
          warnings: [],
          errors: {},
          county: 'la',
          requirements: { required: [], recommended: [], min_comparables: 0, max_comparables: 2 },
        }),
    });
    // A saved draft from before the limit: longer than the county form and the PDF accept.
    const user = renderForm('A'.repeat(APPEAL_FIELD_MAX_CHARS.owner_name + 5));
    await user.click(screen.getByRole('button', { name: 'Validate Form' }));
    const owner = screen.getByLabelText('Owner Name *');
    expect(
      await screen.findByText(tooLongMessage('Owner Name', APPEAL_FIELD_MAX_CHARS.owner_name)),
    ).toBeInTheDocument();
    expect(owner).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /fill-form/validate')).toHaveLength(0);

    await user.clear(owner);
    await user.type(owner, 'Ana Diaz');
    expect(owner).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Validate Form' }));
    expect(await screen.findByText('Form is valid! You can now generate your PDF.')).toBeInTheDocument();
    expect(api.calls('POST /fill-form/validate')).toHaveLength(1);
    expect(
      (api.calls('POST /fill-form/validate')[0]!.body as { property_info: { owner_name: string } })
        .property_info.owner_name,
    ).toBe('Ana Diaz');
  });
});
