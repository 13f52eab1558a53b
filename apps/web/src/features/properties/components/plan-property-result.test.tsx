import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadArea } from '#lib/i18n/catalogues.ts';
import type { StoredComparable, StoredPropertyInfo } from '../stores/property-store.ts';
import {
  analysedInfo,
  comparable,
  compassData,
  goodShapeComps,
  overpayingComps,
  propertyInfo,
} from '../testing/fixtures.ts';
import { planEvidence } from '../utils/plan-evidence.ts';
import { PlanPropertyResult } from './plan-property-result.tsx';

const NOV_24 = new Date('2026-11-24T20:00:00Z');

function renderResult(info: StoredPropertyInfo, comparables: StoredComparable[]) {
  render(
    <MemoryRouter>
      <PlanPropertyResult
        info={info}
        evidence={planEvidence(info, comparables, NOV_24)}
        comparables={comparables}
        contactAction={<button type="button">Contact Us</button>}
      />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: '7450 Amador Valley Blvd, Dublin, CA 94568' });
}

/** The figures as [term, definition] pairs, in order. */
function figures(region: HTMLElement): [string, string][] {
  const terms = within(region).getAllByRole('term');
  const values = within(region).getAllByRole('definition');
  return terms.map((term, i) => [term.textContent ?? '', values[i]?.textContent ?? '']);
}

const WARNING = 'The evidence does not support an appeal';

// Its texts are the `plans` area's, which /choose-plan loads before it renders (decision 262).
beforeAll(() => loadArea('plans'));

describe('PlanPropertyResult', () => {
  it('overpaying: the address, the verdict and figures, no warning', () => {
    const region = renderResult(analysedInfo(overpayingComps), overpayingComps);
    expect(within(region).getByText('This plan is for')).toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: "You're overpaying" })).toBeInTheDocument();
    expect(figures(region)).toEqual([
      ['Assessed Value', '$837,692'],
      ['Market Value', '$780,000'],
      ['You can save', '$675'],
      ['Likely range', '$748,800 to $811,200'],
    ]);
    expect(within(region).queryByRole('note')).toBeNull();
  });

  it('good shape: a warning that an appeal is unlikely to lower the value and a board can raise it', () => {
    const region = renderResult(analysedInfo(goodShapeComps), goodShapeComps);
    expect(
      within(region).getByRole('heading', { name: 'You are in good shape in 2026' }),
    ).toBeInTheDocument();
    const warning = within(region).getByRole('note', { name: WARNING });
    expect(warning).toHaveTextContent('market value at $990,000, above its assessed value of $837,692');
    expect(warning).toHaveTextContent('An appeal is unlikely to lower your assessed value');
    expect(warning).toHaveTextContent('an appeals board can also raise a value');
    expect(warning).not.toHaveTextContent('You bought');
    expect(figures(region)).toEqual([
      ['Assessed Value', '$837,692'],
      ['Market Value', '$990,000'],
      ['Likely range', '$950,400 to $1,029,600'],
    ]);
  });

  it('too close to call: a warning saying what would settle it (own evidence, the free informal review)', () => {
    const comps = [comparable(820_000)];
    const region = renderResult(analysedInfo(comps), comps);
    expect(within(region).getByRole('heading', { name: "It's too close to call" })).toBeInTheDocument();
    const warning = within(region).getByRole('note', { name: 'The sales alone do not settle an appeal' });
    expect(warning).toHaveTextContent(
      'Your assessed value of $837,692 is above our estimate of $820,000 but inside its likely range ($787,200 to $852,800)',
    );
    expect(warning).toHaveTextContent('What would settle it: your own evidence');
    expect(warning).toHaveTextContent("the assessor's free informal review");
    expect(warning).toHaveTextContent('an appeals board can also raise a value');
    expect(warning).not.toHaveTextContent('You bought');
    expect(warning).not.toHaveTextContent('you are in good shape');
  });

  it('a recent purchase at or above the roll value: the warning names the purchase', () => {
    const info = propertyInfo({
      compass_data: { ...compassData, purchase_date: '2024-09-10', purchase_price: 850_000 },
    });
    const region = renderResult(info, overpayingComps);
    // The purchase decides the verdict (issue 15 item 5); no analysis here, so the roll year is
    // the calendar's on November 24, 2026.
    expect(
      within(region).getByRole('heading', { name: 'You are in good shape in 2026' }),
    ).toBeInTheDocument();
    const warning = within(region).getByRole('note', { name: WARNING });
    expect(warning).toHaveTextContent(
      'You bought this home on September 10, 2024 for $850,000, at or above its assessed value of $837,692.',
    );
    expect(warning).toHaveTextContent('§110(b)');
    expect(warning).toHaveTextContent('an appeals board can also raise a value');
    expect(warning).not.toHaveTextContent('Recent sales of comparable homes');
  });

  it('no verdict: says the result could not be computed, no warning', () => {
    const region = renderResult(propertyInfo({ annual_tax: '', total_assessment: '' }), []);
    expect(
      within(region).getByRole('heading', { name: 'We could not compute your savings yet' }),
    ).toBeInTheDocument();
    expect(region).toHaveTextContent('The result for this home could not be computed');
    expect(within(region).queryByRole('note')).toBeNull();
    // Words for what is missing, why, and what to do: never "???" (decision 221).
    expect(figures(region)).toEqual([
      ['Assessed Value', '$837,692'],
      ['Market Value', 'Cannot value yet'],
    ]);
    const note = within(region).getByRole('region', { name: 'Homie cannot value this home yet' });
    expect(note).toHaveTextContent('No recorded sales of similar homes near it could be used');
    expect(within(note).getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
    expect(region).not.toHaveTextContent('???');
  });
});
