import { type AppealPropertyInfo, type AppealRoute, emptyPropertyInfo } from '@homie/contracts/appeals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '#test/mock-fetch.ts';
import { FillFormView } from './fill-form-view.tsx';
import { initialRoute, RouteChooser } from './route-chooser.tsx';
import { loadArea } from '#lib/i18n/catalogues.ts';

// The screens' words are area `form`'s (decision 265), loaded by /fill-form's route before it renders.
beforeAll(() => loadArea('form'));

/** "Which document?" (issue 16 item 2, decision 099). */

const at = (iso: string) => new Date(`${iso}T20:00:00Z`);

function Chooser({ county, now }: { county: 'la' | 'san_mateo'; now: Date }) {
  const [route, setRoute] = useState<AppealRoute>(() => initialRoute(county, now));
  return <RouteChooser county={county} value={route} onChange={setRoute} now={now} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RouteChooser', () => {
  it('offers both documents, what each is for and its dates, the recommended one chosen and labelled', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Chooser county="la" now={at('2026-08-10')} />);
    const group = screen.getByRole('group', { name: 'Which document?' });
    const informal = within(group).getByRole('radio', {
      name: 'Informal review request: RP-87 Decline-in-Value Review Recommended',
    });
    const formal = within(group).getByRole('radio', {
      name: 'Formal appeal application: AAB-100 Application for Changed Assessment',
    });
    expect(informal).toBeChecked();
    expect(formal).not.toBeChecked();
    expect(informal).toHaveAccessibleDescription(/Free\. Asks the Los Angeles County Assessor/);
    expect(informal).toHaveAccessibleDescription(/not the appeals board/);
    expect(informal).toHaveAccessibleDescription(/Open now until November 30, 2026\. Free\./);
    expect(formal).toHaveAccessibleDescription(/protective filing before the deadline/);
    expect(formal).toHaveAccessibleDescription(/separate hearing-evidence exhibit/);
    expect(formal).toHaveAccessibleDescription(
      /Open now until November 30, 2026, for the value on January 1, 2026/,
    );
    expect(within(group).getAllByText('Recommended')).toHaveLength(1);

    await user.click(
      screen.getByText('Formal appeal application: AAB-100 Application for Changed Assessment'),
    );
    expect(formal).toBeChecked();
    expect(informal).not.toBeChecked();
    // Arrow keys move within the group, as radios do.
    await user.keyboard('{ArrowUp}');
    expect(informal).toBeChecked();
  });

  it('says the formal application is for answering a notice once its period has closed (decision 181)', () => {
    render(<RouteChooser county="santa_clara" value="informal" onChange={() => {}} now={at('2026-11-24')} />);
    const formal = screen.getByRole('radio', { name: /^Formal appeal application/ });
    expect(formal).toHaveAccessibleDescription(
      /This year's regular period has closed: file it now only to answer a supplemental, escape or roll-change notice/,
    );
    expect(formal).not.toHaveAccessibleDescription(/protective filing before the deadline/);
  });

  it('recommends the formal application when only its window is open', () => {
    render(<Chooser county="san_mateo" now={at('2026-11-24')} />);
    const formal = screen.getByRole('radio', {
      name: 'Formal appeal application: BOE-305-AH Assessment Appeal Application Recommended',
    });
    expect(formal).toBeChecked();
    expect(
      screen.getByRole('radio', {
        name: 'Informal review request: Decline in Assessed Value Program Request',
      }),
    ).not.toBeChecked();
  });
});

describe('the chosen document on /fill-form', () => {
  const info = (): AppealPropertyInfo => ({
    ...emptyPropertyInfo(),
    owner_name: 'Jane Owner',
    apn: '2581-006-055',
    property_address: '12 Elm St, Pasadena, CA 91101',
    opinion_value: '900,000',
  });

  it('sends the chosen route with Validate Form, and applies its comparable limit', async () => {
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
    const user = userEvent.setup({ delay: null });
    const comp = (n: number) => ({
      address: `${n} Oak Ave, Pasadena, CA 91101`,
      sale_date: '02/10/2026',
      sale_price: '925,000',
      sqft: '1800',
      description: '',
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <FillFormView
            county="la"
            initialInfo={info()}
            initialComparables={[comp(1), comp(2)]}
            jobId="job-1"
            orderToken={null}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // Los Angeles' informal review runs the same dates as its appeal window: informal is recommended.
    expect(screen.getByRole('radio', { name: /^Informal review request: RP-87/ })).toBeChecked();
    const comparables = screen.getByRole('region', { name: 'Comparable Sales' });
    expect(
      within(comparables).queryByRole('button', { name: 'Add Comparable Sale' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Validate Form' }));
    await screen.findByText('Form is valid! You can now generate your PDF.');
    expect((api.calls('POST /fill-form/validate')[0]!.body as { route: string }).route).toBe('informal');

    await user.click(screen.getByRole('radio', { name: /^Formal appeal application/ }));
    // The formal application's comparables go to its hearing exhibit, which takes more.
    expect(within(comparables).getByRole('button', { name: 'Add Comparable Sale' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Validate Form' }));
    await screen.findByText('Form is valid! You can now generate your PDF.');
    expect((api.calls('POST /fill-form/validate')[1]!.body as { route: string }).route).toBe('formal');
  });

  it('says where the informal request goes once it is downloaded', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = mockFetch({
      'POST /fill-form': () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition':
              'attachment; filename="RP-87_Decline-in-Value-Review_Los_Angeles_2581-006-055.pdf"',
          },
        }),
    });
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <FillFormView
            county="la"
            initialInfo={info()}
            initialComparables={[]}
            jobId="job-1"
            orderToken={null}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Generate PDF' }));
    expect(
      await screen.findByText(
        "Your appeal form has been downloaded as RP-87_Decline-in-Value-Review_Los_Angeles_2581-006-055.pdf. Check it against the assessor's current form, sign it and send it to the county assessor (not the appeals board).",
      ),
    ).toBeInTheDocument();
    expect((api.calls('POST /fill-form')[0]!.body as { route: string }).route).toBe('informal');
  });
});
