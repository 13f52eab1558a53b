import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { RETENTION } from '@homie/contracts/retention';
import { loadArea } from '#lib/i18n/catalogues.ts';
import PrivacyPolicyRoute from './privacy-policy.tsx';

// The page's texts are the `legal` area's (decision 261), loaded by its route in the app.
beforeAll(() => loadArea('legal'));

describe('Privacy Policy: retention (decision 115)', () => {
  it('states the schedule the server keeps: unsaved frames never stored, videos 180 days, photos 2 years', () => {
    render(
      <MemoryRouter>
        <PrivacyPolicyRoute />
      </MemoryRouter>,
    );
    const section = screen.getByRole('heading', { name: /Retention and deletion/ }).closest('section');
    const text = within(section as HTMLElement);
    expect(text.getByText(/never stored\. They are analysed in memory/)).toBeInTheDocument();
    expect(
      text.getByText(new RegExp(`deleted ${RETENTION.videoDays} days after you upload them`)),
    ).toBeInTheDocument();
    expect(text.getByText(/2 years after you saved them, whichever comes first/)).toBeInTheDocument();
    expect(text.getByText(/all of them are deleted at once/)).toBeInTheDocument();
    expect(RETENTION).toMatchObject({ videoDays: 180, captureDays: 730 });
  });
});
