import type { AppealBoard, AppealReport, FilingInfo } from '@homie/contracts/appeals-report';
import type { PlanTier } from '@homie/contracts/payments';
import type { ComparableProperty, PropertyInfo } from '@homie/contracts/properties';
import { screen } from '@testing-library/react';
import { usePaymentStore } from '#features/payments/stores/payment-store.ts';
import { orderSummary, ordersRoutes } from '#features/payments/testing/orders.ts';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { json, type MockHandler, mockFetch } from '#test/mock-fetch.ts';

/** What a test changes of the sample report; the filing and its board are merged field by field. */
export type ReportOverrides = Omit<Partial<AppealReport>, 'filing'> & {
  filing?: Partial<Omit<FilingInfo, 'board'>> & { board?: Partial<AppealBoard> };
};

/** The appeal report of job-1 (123 Main St, Alameda, Success plan, roll year 2027) as the server gives it (tests only). */
export function sampleReport({ filing = {}, ...overrides }: ReportOverrides = {}): AppealReport {
  const { board = {}, ...dates } = filing;
  return {
    job_id: 'job-1',
    tier: 'guarantee',
    county: 'alameda',
    county_name: 'Alameda',
    property_address: '123 Main St, Oakland, CA 94611',
    apn: '048-5612-012-00',
    owner_name: '',
    assessed_value: 1_092_420,
    opinion_value: 941_000,
    opinion_basis: '10 sales of comparable homes nearby closed between 01/05/2026 and 03/13/2026.',
    comparables: [],
    filing: {
      lien_date: '01/01/2027',
      window_opens: '07/02/2027',
      window_closes: '09/15/2027',
      fee_usd: 50,
      fee_confirmed: true,
      informal_review: 'Request for Decline in Market Value Reassessment',
      ...dates,
      board: {
        name: 'Alameda County Assessment Appeals Board',
        address_lines: ['1221 Oak Street, 5th Floor', 'Oakland, CA 94612'],
        phone: null,
        website: null,
        verified: true,
        ...board,
      },
    },
    next_steps: [],
    letter: '[Your name]\n\nDear Members of the Board,\n\nPlease reduce my assessment.',
    letter_edited: false,
    can_edit_letter: true,
    notes: ['Complete the appeal form to put your name and contact details on the letter.'],
    generated_at: '2026-11-21T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** The server behind /fill-form for job-1: its paid order, the report ready, then the report itself. */
export function mockFillFormApi(report: AppealReport, routes: Record<string, MockHandler> = {}) {
  return mockFetch({
    ...ordersRoutes([orderSummary({ tier: report.tier })]),
    'POST /start_report_generation': () =>
      json({ success: true, report_id: 'job-1', status: 'ready', message: 'ok' }),
    'GET /api/appeals/reports/job-1': () => json(report),
    ...routes,
  });
}

/** A visitor who analysed 123 Main St (job-1) and paid for `tier`: the stores /fill-form reads. */
export function seedPaidVisitor(
  tier: PlanTier,
  property: { propertyInfo?: Record<string, unknown>; comparables?: Record<string, unknown>[] } = {},
) {
  usePropertyStore.setState({
    jobId: 'job-1',
    userEnteredAddress: { street: '123 Main St', unit: '', city: 'Oakland', state: 'CA', zipCode: '94611' },
    // Only the fields the form reads; the rest of the analysis result does not matter here.
    propertyInfo: (property.propertyInfo ?? {
      assessed_value: 1_092_420,
      square_footage: 1850,
      compass_data: { apn: '048-5612-012-00' },
    }) as unknown as PropertyInfo,
    comparables: (property.comparables ?? []) as unknown as ComparableProperty[],
  });
  usePaymentStore.setState({
    selectedPlan: tier,
    isPaid: true,
    historyId: 'job-1',
    orderToken: 'tok-1',
    isAuthenticated: false,
  });
}

/** The page's text outside what is marked English. */
export function textNotMarkedEnglish(): string {
  const main = screen.getByRole('main').cloneNode(true) as HTMLElement;
  for (const english of main.querySelectorAll('[lang="en"]')) english.remove();
  return main.textContent ?? '';
}
