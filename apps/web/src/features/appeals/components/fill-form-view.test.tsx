import { type AppealPropertyInfo, type ComparableSale, emptyPropertyInfo } from '@homie/contracts/appeals';
import type { CountyKey } from '@homie/contracts/counties';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type MockRequest, mockFetch } from '#test/mock-fetch.ts';
import { FillFormView } from './fill-form-view.tsx';
import { loadArea } from '#lib/i18n/catalogues.ts';

// The screens' words are area `form`'s (decision 265), loaded by /fill-form's route before it renders.
beforeAll(() => loadArea('form'));

const info = (overrides: Partial<AppealPropertyInfo> = {}): AppealPropertyInfo => ({
  ...emptyPropertyInfo(),
  apn: '2581-006-055',
  property_address: '12 Elm St, Pasadena, CA 91101',
  assessed_value: '1,092,420',
  sqft: '1850',
  beds: '3',
  baths: '2',
  ...overrides,
});

const comp = (n: number): ComparableSale => ({
  address: `${n} Oak Ave, Pasadena, CA 91101`,
  sale_date: '02/10/2026',
  sale_price: '925,000',
  sqft: '1800',
  description: '3bd/2ba, Single-family',
});

function renderView(props: {
  county: CountyKey | null;
  initialInfo?: AppealPropertyInfo;
  initialComparables?: ComparableSale[];
  jobId?: string | null;
  rollSplit?: { land: number; improvements: number } | null;
}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FillFormView
          county={props.county}
          initialInfo={props.initialInfo ?? info()}
          initialComparables={props.initialComparables ?? []}
          jobId={props.jobId ?? null}
          orderToken="tok-1"
          rollSplit={props.rollSplit ?? null}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user };
}

const validation = (overrides: Record<string, unknown>) => () =>
  json({
    valid: false,
    warnings: [],
    errors: {},
    county: 'la',
    requirements: { required: [], recommended: [], min_comparables: 0, max_comparables: 2 },
    ...overrides,
  });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the appeal form', () => {
  it('shows the county, its sections and the Los Angeles labels', () => {
    renderView({ county: 'la', initialComparables: [comp(1), comp(2)] });
    expect(screen.getByRole('heading', { level: 1, name: 'Property Tax Appeal Form' })).toBeInTheDocument();
    expect(screen.getByText('Los Angeles County')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Plan Selection' })).toHaveAttribute(
      'href',
      '/choose-plan',
    );
    expect(screen.getByRole('heading', { name: 'Complete Your Appeal Form' })).toBeInTheDocument();
    const required = screen.getByRole('region', { name: 'Required Information' });
    expect(within(required).getByLabelText("Assessor's ID/Map Book/Page/Parcel *")).toHaveValue(
      '2581-006-055',
    );
    expect(within(required).getByLabelText('Property Address (Number/Street/City/ZIP) *')).toHaveValue(
      '12 Elm St, Pasadena, CA 91101',
    );
    expect(within(required).getByLabelText('Owner Name *')).toHaveValue('');
    expect(within(required).getByLabelText('Your Opinion of Market Value *')).toBeInTheDocument();
    const recommended = screen.getByRole('region', { name: 'Additional Information (Recommended)' });
    expect(within(recommended).getByLabelText('Owner Daytime Telephone')).toBeInTheDocument();
    expect(within(recommended).getByLabelText('Owner Email Address (Optional)')).toBeInTheDocument();
    expect(within(recommended).getByLabelText('Number of Bedrooms')).toHaveValue('3');
    expect(screen.getByRole('region', { name: 'Comparable Sales' })).toBeInTheDocument();
  });

  it('caps each field at the length the server and the PDF accept (decision 090)', () => {
    renderView({ county: 'alameda', initialComparables: [comp(1)] });
    const required = screen.getByRole('region', { name: 'Required Information' });
    expect(within(required).getByLabelText('Owner Name *')).toHaveAttribute('maxlength', '100');
    const recommended = screen.getByRole('region', { name: 'Additional Information (Recommended)' });
    const additional = within(recommended).getByLabelText('Additional Information');
    expect(additional).toHaveAttribute('maxlength', '3000');
    expect(additional).toHaveAccessibleDescription('Up to 3,000 characters.');
    const section = screen.getByRole('region', { name: 'Comparable Sales' });
    expect(within(section).getByLabelText('Address')).toHaveAttribute('maxlength', '150');
    expect(within(section).getByLabelText('Description')).toHaveAttribute('maxlength', '300');
  });

  it('adds and removes comparable sales up to the county maximum', async () => {
    const { user } = renderView({ county: 'la', initialComparables: [comp(1), comp(2), comp(3)] });
    const section = screen.getByRole('region', { name: 'Comparable Sales' });
    expect(within(section).getAllByRole('group')).toHaveLength(2);
    expect(within(section).queryByRole('button', { name: 'Add Comparable Sale' })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Remove comparable sale 1' }));
    expect(within(section).getAllByRole('group')).toHaveLength(1);
    expect(within(section).getByLabelText('Address')).toHaveValue('2 Oak Ave, Pasadena, CA 91101');
    await user.click(within(section).getByRole('button', { name: 'Add Comparable Sale' }));
    expect(within(section).getAllByRole('group')).toHaveLength(2);
    expect(within(section).queryByRole('button', { name: 'Add Comparable Sale' })).not.toBeInTheDocument();
  });

  it("has no Comparable Sales section where the county's informal request takes none", async () => {
    const { user } = renderView({ county: 'san_mateo', initialInfo: info({ apn: '041-234-567' }) });
    // The informal request carries spec §5's limit (0 for San Mateo); the formal application's
    // hearing exhibit takes comparables, so the section shows on that route.
    await user.click(screen.getByRole('radio', { name: /^Informal review request/ }));
    expect(screen.queryByRole('region', { name: 'Comparable Sales' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Assessor Parcel Number (APN) *')).toHaveValue('041-234-567');
    expect(screen.getByLabelText('Current Assessed Value *')).toHaveValue('1,092,420');
    await user.click(screen.getByRole('radio', { name: /^Formal appeal application/ }));
    expect(screen.getByRole('region', { name: 'Comparable Sales' })).toBeInTheDocument();
  });

  it("takes all the plan's comparables into the hearing exhibit, and the county's few into the informal request (decision 175)", async () => {
    const plan = [1, 2, 3, 4, 5, 6, 7].map(comp);
    const { user } = renderView({ county: 'san_mateo', initialComparables: plan });
    const rows = () => within(screen.getByRole('region', { name: 'Comparable Sales' })).getAllByRole('group');
    await user.click(screen.getByRole('radio', { name: /^Informal review request/ }));
    expect(screen.queryByRole('region', { name: 'Comparable Sales' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Formal appeal application/ }));
    expect(rows()).toHaveLength(7);
    expect(within(rows()[6]!).getByLabelText('Address')).toHaveValue('7 Oak Ave, Pasadena, CA 91101');
  });

  it('leaves rows the owner changed when the document changes', async () => {
    const plan = [1, 2, 3, 4, 5].map(comp);
    const { user } = renderView({ county: 'alameda', initialComparables: plan });
    await user.click(screen.getByRole('radio', { name: /^Informal review request/ }));
    const section = () => screen.getByRole('region', { name: 'Comparable Sales' });
    expect(within(section()).getAllByRole('group')).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: /^Formal appeal application/ }));
    expect(within(section()).getAllByRole('group')).toHaveLength(5);
    await user.click(screen.getByRole('radio', { name: /^Informal review request/ }));
    expect(within(section()).getAllByRole('group')).toHaveLength(3);
    const first = within(within(section()).getAllByRole('group')[0]!).getByLabelText('Sale Price');
    await user.clear(first);
    await user.type(first, '880,000');
    await user.click(screen.getByRole('radio', { name: /^Formal appeal application/ }));
    expect(within(section()).getAllByRole('group')).toHaveLength(3);
    expect(within(within(section()).getAllByRole('group')[0]!).getByLabelText('Sale Price')).toHaveValue(
      '880,000',
    );
  });

  it('does not bring back a comparable the owner removed', async () => {
    const { user } = renderView({ county: 'alameda', initialComparables: [1, 2, 3, 4, 5].map(comp) });
    await user.click(screen.getByRole('radio', { name: /^Informal review request/ }));
    const section = () => screen.getByRole('region', { name: 'Comparable Sales' });
    await user.click(within(section()).getByRole('button', { name: 'Remove comparable sale 3' }));
    await user.click(screen.getByRole('radio', { name: /^Formal appeal application/ }));
    const addresses = within(section())
      .getAllByLabelText('Address')
      .map((input) => (input as HTMLInputElement).value);
    expect(addresses).toEqual(['1 Oak Ave, Pasadena, CA 91101', '2 Oak Ave, Pasadena, CA 91101']);
  });

  it('shows the County Not Supported card without a county', () => {
    renderView({ county: null });
    expect(screen.getByRole('heading', { name: 'County Not Supported' })).toBeInTheDocument();
    expect(
      screen.getByText(/We couldn't detect a supported county from your property address/),
    ).toBeInTheDocument();
    expect(screen.getByText('Santa Clara')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Plan Selection' })).toHaveAttribute(
      'href',
      '/choose-plan',
    );
    expect(screen.queryByRole('button', { name: 'Validate Form' })).not.toBeInTheDocument();
  });
});

describe('Validate Form', () => {
  it('sends only complete comparables, shows errors under fields and warnings, and clears an error on edit', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockFetch({
      'POST /fill-form/validate': async () => {
        await gate;
        return validation({
          errors: {
            owner_name: 'Owner Name is required',
            'comparable_sales.0.sale_price': 'Sale Price must be a dollar amount, e.g. 750,000',
          },
          warnings: ['Owner Daytime Telephone is recommended for Los Angeles County'],
        })();
      },
    });
    const { user } = renderView({
      county: 'la',
      initialComparables: [
        { ...comp(1), sale_date: '' },
        { ...comp(2), sale_price: 'lots' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Validate Form' }));
    expect(await screen.findByRole('button', { name: 'Validating...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Generate PDF' })).toBeDisabled();
    release();

    const owner = screen.getByLabelText('Owner Name *');
    expect(await screen.findByText('Owner Name is required')).toBeInTheDocument();
    expect(owner).toHaveAttribute('aria-invalid', 'true');
    // The error of the first sent comparable belongs to the second row on screen.
    const rows = within(screen.getByRole('region', { name: 'Comparable Sales' })).getAllByRole('group');
    expect(
      within(rows[1]!).getByText('Sale Price must be a dollar amount, e.g. 750,000'),
    ).toBeInTheDocument();
    const warnings = screen.getByText('Warnings:').closest('[role="status"]')!;
    expect(warnings).toHaveTextContent('Owner Daytime Telephone is recommended for Los Angeles County');

    const sent = api.calls('POST /fill-form/validate')[0]!.body as {
      county: string;
      comparable_sales: ComparableSale[];
      job_id: null;
    };
    expect(sent.county).toBe('la');
    expect(sent.comparable_sales.map((c) => c.address)).toEqual(['2 Oak Ave, Pasadena, CA 91101']);

    await user.type(owner, 'J');
    expect(screen.queryByText('Owner Name is required')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Validate Form' })).toBeEnabled();
  });

  it('shows a green message when the form is valid', async () => {
    mockFetch({ 'POST /fill-form/validate': validation({ valid: true }) });
    const { user } = renderView({ county: 'ventura' });
    await user.click(screen.getByRole('button', { name: 'Validate Form' }));
    expect(await screen.findByText('Form is valid! You can now generate your PDF.')).toBeInTheDocument();
  });

  it('treats a failed call as invalid, with the server message or the network message', async () => {
    mockFetch({
      'POST /fill-form/validate': () =>
        json({ error: 'County could not be detected from property address' }, 400),
    });
    const { user } = renderView({ county: 'ventura' });
    await user.click(screen.getByRole('button', { name: 'Validate Form' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'County could not be detected from property address',
    );

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await user.click(screen.getByRole('button', { name: 'Validate Form' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Network error during validation'),
    );
  });

  it('says "Validation failed" when the server gives no reason', async () => {
    mockFetch({ 'POST /fill-form/validate': validation({}) });
    const { user } = renderView({ county: 'ventura' });
    await user.click(screen.getByRole('button', { name: 'Validate Form' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Validation failed');
  });
});

describe('Generate PDF', () => {
  it('downloads the PDF under the server-given name', async () => {
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let seen: MockRequest | undefined;
    mockFetch({
      'POST /fill-form': (request) => {
        seen = request;
        return new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="AAB-100_Los_Angeles_2581006055.pdf"',
          },
        });
      },
    });
    const { user } = renderView({ county: 'la' });
    await user.click(screen.getByRole('button', { name: 'Generate PDF' }));
    expect(await screen.findByText(/downloaded as AAB-100_Los_Angeles_2581006055.pdf/)).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'AAB-100_Los_Angeles_2581006055.pdf',
    );
    expect(seen!.headers.get('x-order-token')).toBe('tok-1');
  });

  it('shows field errors from a refused generation, or the default message', async () => {
    mockFetch({
      'POST /fill-form': () =>
        json(
          {
            error: 'Validation failed: Owner Name is required',
            errors: { owner_name: 'Owner Name is required' },
            warnings: [],
          },
          400,
        ),
    });
    const { user } = renderView({ county: 'la' });
    await user.click(screen.getByRole('button', { name: 'Generate PDF' }));
    expect(await screen.findByText('Owner Name is required')).toBeInTheDocument();

    mockFetch({ 'POST /fill-form': () => new Response('', { status: 502 }) });
    await user.click(screen.getByRole('button', { name: 'Generate PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Form submission failed');
  });
});

describe("the formal application's questions (decision 100)", () => {
  const residence = () =>
    screen.getByRole('group', {
      name: 'Is this property a single-family home that you, the owner, occupy as your principal residence?',
    });
  const refund = () =>
    screen.getByRole('group', { name: 'Do you designate this application as a claim for refund?' });
  // The questions belong to the formal application: the owner picks it under "Which document?" (decision 099).
  const formal = (user: ReturnType<typeof userEvent.setup>) =>
    user.click(screen.getByRole('radio', { name: /^Formal appeal application/ }));

  const findings = () => screen.getByRole('group', { name: 'Do you request written findings of facts?' });
  const officer = () =>
    screen.queryByRole('group', { name: 'Do you request that a value hearing officer hear your appeal?' });
  const exemption = () =>
    screen.getByRole('group', { name: "Does the home receive the homeowners' exemption?" });

  it('asks principal residence and written findings as required Yes/No questions, answered by no one but the owner; the claim for refund pre-selected Yes', async () => {
    const api = mockFetch({ 'POST /fill-form/validate': validation({}) });
    const { user } = renderView({ county: 'alameda' });
    await formal(user);
    const section = screen.getByRole('region', { name: 'Application Questions' });
    expect(within(section).getAllByRole('group').length).toBeGreaterThanOrEqual(5);
    for (const group of [residence(), findings()]) {
      const yes = within(group).getByRole('radio', { name: 'Yes' });
      const no = within(group).getByRole('radio', { name: 'No' });
      expect(yes).not.toBeChecked();
      expect(no).not.toBeChecked();
      expect(yes).toBeRequired();
    }
    // Section 8: Yes pre-selected, still the owner's to change; the hint says what No means.
    expect(within(refund()).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(refund()).toHaveAccessibleDescription(/R&T Code 5097\(b\)/);
    expect(refund()).toHaveAccessibleDescription(/with No, you must file a separate claim for refund/);
    expect(findings()).toHaveAccessibleDescription(/if you may take the decision to court/);
    expect(findings()).toHaveAccessibleDescription(/The fee is set by the county; ask the clerk\./);
    // No value hearing officer outside Santa Clara; the exemption asked, not required.
    expect(officer()).toBeNull();
    expect(within(exemption()).getByRole('radio', { name: 'Yes' })).not.toBeRequired();
    expect(exemption()).toHaveAccessibleDescription(/R&T Code 167; Property Tax Rule 321\(d\)/);
    await user.click(within(residence()).getByRole('radio', { name: 'Yes' }));
    await user.click(within(findings()).getByRole('radio', { name: 'No' }));
    await user.click(within(refund()).getByRole('radio', { name: 'No' }));
    await user.type(screen.getByLabelText('Number from your notice or tax bill'), '26-123456');
    expect(within(residence()).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Validate Form' }));
    await screen.findByRole('alert');
    const sent = api.calls('POST /fill-form/validate')[0]!.body as { property_info: Record<string, string> };
    expect(sent.property_info).toMatchObject({
      principal_residence: 'yes',
      written_findings: 'no',
      claim_for_refund: 'no',
      tax_bill_number: '26-123456',
    });
    // The optional exemption stays unanswered.
    expect(sent.property_info.homeowners_exemption ?? '').toBe('');
  });

  it('asks for a value hearing officer in Santa Clara only, and the exemption alone on the informal request', async () => {
    const api = mockFetch({ 'POST /fill-form/validate': validation({}) });
    const { user } = renderView({ county: 'santa_clara' });
    // The informal request: the exemption only.
    expect(exemption()).toBeInTheDocument();
    expect(officer()).toBeNull();
    expect(screen.queryByRole('group', { name: /claim for refund/ })).toBeNull();
    await formal(user);
    const group = officer()!;
    expect(group).toHaveAccessibleDescription(/R&T Code 1637/);
    expect(within(group).getByRole('radio', { name: 'Yes' })).toBeRequired();
    expect(within(group).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Yes' }));
    await user.click(within(exemption()).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Validate Form' }));
    await screen.findByRole('alert');
    const sent = api.calls('POST /fill-form/validate')[0]!.body as { property_info: Record<string, string> };
    expect(sent.property_info).toMatchObject({ value_hearing_officer: 'yes', homeowners_exemption: 'yes' });
  });

  it('says under Owner Name that the application prints it Last, First Middle initial', () => {
    renderView({ county: 'alameda' });
    expect(screen.getByRole('textbox', { name: /Owner Name/ })).toHaveAccessibleDescription(
      /prints it Last, First Middle initial/,
    );
  });

  it('shows the server\'s "is required" under each unanswered question', async () => {
    mockFetch({
      'POST /fill-form/validate': validation({
        errors: {
          principal_residence: 'Principal Residence is required',
          claim_for_refund: 'Claim for Refund is required',
        },
      }),
    });
    const { user } = renderView({ county: 'la' });
    await formal(user);
    await user.click(screen.getByRole('button', { name: 'Validate Form' }));
    expect(await within(residence()).findByText('Principal Residence is required')).toBeInTheDocument();
    expect(residence()).toHaveAccessibleDescription('Principal Residence is required');
    expect(within(refund()).getByText('Claim for Refund is required')).toBeInTheDocument();
    expect(within(refund()).getByRole('radio', { name: 'No' })).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(refund()).getByRole('radio', { name: 'No' }));
    expect(within(refund()).queryByText('Claim for Refund is required')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("proposes land and improvements in the roll's proportion, keeps the owner's edits, and recomputes on request", async () => {
    mockFetch({
      'POST /fill-form/validate': validation({
        errors: {
          opinion_split:
            'Land ($300,000) and improvements ($658,000) add up to $958,000, not $940,000 (Your Opinion of Market Value): change one of them so they add up to the total',
        },
      }),
    });
    const { user } = renderView({ county: 'alameda', rollSplit: { land: 327_726, improvements: 764_694 } });
    await formal(user);
    const section = screen.getByRole('region', { name: 'Application Questions' });
    const land = within(section).getByLabelText('Opinion of Value: Land');
    const improvements = within(section).getByLabelText('Opinion of Value: Improvements');
    expect(land).toHaveValue('');
    await user.type(screen.getByLabelText('Your Opinion of Market Value *'), '940,000');
    expect(land).toHaveValue('282,000');
    expect(improvements).toHaveValue('658,000');
    expect(
      within(section).getByText(/Land \+ improvements = \$940,000, the total of Your Opinion/),
    ).toBeInTheDocument();

    await user.clear(land);
    await user.type(land, '300,000');
    expect(improvements).toHaveValue('658,000');
    expect(
      within(section).getByText(
        'Land + improvements = $958,000, not $940,000 (Your Opinion of Market Value).',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Validate Form' }));
    expect(await within(section).findByText(/add up to \$958,000, not \$940,000/)).toBeInTheDocument();
    expect(land).toHaveAttribute('aria-invalid', 'true');
    expect(improvements).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(section).getByRole('button', { name: "Recompute in the roll's proportion" }));
    expect(land).toHaveValue('282,000');
    expect(improvements).toHaveValue('658,000');
    expect(within(section).queryByText(/add up to \$958,000/)).not.toBeInTheDocument();
    expect(land).not.toHaveAttribute('aria-invalid');
  });

  it("splits an opinion of value that arrives prefilled in the roll's proportion, and follows it", async () => {
    // The analysis' market value is prefilled as the opinion (decision 123): its split comes with it,
    // not only once the owner types a total (a walk found the PDF's column B empty).
    const { user } = renderView({
      county: 'alameda',
      initialInfo: info({ opinion_value: '940,000' }),
      rollSplit: { land: 327_726, improvements: 764_694 },
    });
    await formal(user);
    const section = screen.getByRole('region', { name: 'Application Questions' });
    expect(section).toHaveTextContent(
      "Proposed in the proportion of the roll's own split (land $327,726, improvements $764,694 on the roll)",
    );
    expect(within(section).getByLabelText('Opinion of Value: Land')).toHaveValue('282,000');
    expect(within(section).getByLabelText('Opinion of Value: Improvements')).toHaveValue('658,000');
    const opinion = screen.getByLabelText('Your Opinion of Market Value *');
    await user.clear(opinion);
    await user.type(opinion, '900,000');
    expect(within(section).getByLabelText('Opinion of Value: Land')).toHaveValue('270,000');
    expect(within(section).getByLabelText('Opinion of Value: Improvements')).toHaveValue('630,000');
  });

  it("without the roll's split, leaves the split to the owner and can set improvements to the rest", async () => {
    const { user } = renderView({ county: 'ventura', initialInfo: info({ opinion_value: '900,000' }) });
    await formal(user);
    const section = screen.getByRole('region', { name: 'Application Questions' });
    const land = within(section).getByLabelText('Opinion of Value: Land');
    expect(land).toHaveValue('');
    expect(within(section).queryByRole('button', { name: /Set improvements/ })).not.toBeInTheDocument();
    await user.type(land, '250000');
    await user.click(
      within(section).getByRole('button', { name: 'Set improvements to the rest of the total' }),
    );
    expect(land).toHaveValue('250,000');
    expect(within(section).getByLabelText('Opinion of Value: Improvements')).toHaveValue('650,000');
  });
});
