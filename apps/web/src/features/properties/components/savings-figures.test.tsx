import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishText } from '#lib/i18n/i18n.tsx';
import { SavingsFigures } from './savings-figures.tsx';

const figures = (assessed: number, market: number) => ({
  assessedValue: assessed,
  marketValue: market,
  saving: Math.max(0, Math.round((assessed - market) * 0.0126)),
  ratePercent: 1.26,
  assessedTax: Math.round(assessed * 0.0126),
  marketTax: Math.round(market * 0.0126),
});

describe('SavingsFigures', () => {
  it('says why the saving is $0 when the market value is the higher one', () => {
    render(<SavingsFigures {...figures(471_554, 945_020)} />);
    expect(screen.getByLabelText('You can save')).toHaveValue('$0');
    expect(screen.getByText(/Saving = tax on your assessed value \(\$5,942\)/)).toHaveTextContent(
      englishText('result.nothingToLower'),
    );
  });

  it('shows the formula alone when there is a saving', () => {
    render(<SavingsFigures {...figures(945_020, 800_000)} />);
    expect(screen.getByLabelText('You can save')).toHaveValue('$1,827');
    expect(screen.getByText(/Saving = tax on your assessed value/)).not.toHaveTextContent(
      /the saving is \$0/,
    );
  });
});
