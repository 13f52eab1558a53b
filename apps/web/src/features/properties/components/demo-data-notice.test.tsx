import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '#test/mock-fetch.ts';
import { renderApp } from '#test/render-app.tsx';
import { englishText } from '#lib/i18n/i18n.tsx';

function pageSays(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'homie-dataset';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="homie-dataset"]')) meta.remove();
});

describe('demo data notice', () => {
  it('shows from the first render when the page says the server runs on demo data, with no extra call', async () => {
    pageSays('demo');
    const api = mockFetch({});
    renderApp('/');
    expect(await screen.findByText(englishText('landing.demoData'))).toBeInTheDocument();
    expect(api.calls('GET /api/dataset')).toHaveLength(0);
  });

  it('stays away when the page says the server answers from county records', async () => {
    pageSays('records');
    const api = mockFetch({});
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'See my result' })).toBeInTheDocument();
    expect(screen.queryByText(englishText('landing.demoData'))).not.toBeInTheDocument();
    expect(api.calls('GET /api/dataset')).toHaveLength(0);
  });
});
