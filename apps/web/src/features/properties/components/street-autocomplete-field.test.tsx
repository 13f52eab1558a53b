import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render as renderElement, screen } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#test/mock-fetch.ts';
import type { UserEnteredAddress } from '../stores/property-store.ts';
import { propertyApiRoutes } from '../testing/mock-property-api.ts';
import { StreetAutocompleteField } from './street-autocomplete-field.tsx';

function Harness({ onPick }: { onPick: (a: UserEnteredAddress) => void }) {
  const [street, setStreet] = useState('');
  return (
    <StreetAutocompleteField
      value={street}
      onChange={setStreet}
      onPick={(address) => {
        setStreet(address.street);
        onPick(address);
      }}
    />
  );
}

/** The field asks through the query cache (its endpoints' hooks). */
const render = (element: ReactElement) =>
  renderElement(<QueryClientProvider client={new QueryClient()}>{element}</QueryClientProvider>);

/** Lets pending promises (the mocked fetch, the lazily imported response schemas) settle inside act. */
const flush = () =>
  act(async () => {
    await vi.dynamicImportSettled();
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });

describe('street autocomplete timings (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const type = (text: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });

  it('searches only past 2 characters and after a 300 ms pause', async () => {
    const api = mockFetch(propertyApiRoutes({ comps: [] }));
    render(<Harness onPick={() => {}} />);
    type('74');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(api.calls('GET /autocomplete_address')).toHaveLength(0);
    type('745');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(api.calls('GET /autocomplete_address')).toHaveLength(0);
    type('7450');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(api.calls('GET /autocomplete_address')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await flush();
    expect(api.calls('GET /autocomplete_address')).toHaveLength(1);
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('chooses with the arrow keys and Enter, then holds searches for 500 ms', async () => {
    const api = mockFetch(propertyApiRoutes({ comps: [] }));
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    type('7450 Ama');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await flush();
    const input = screen.getByRole('combobox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    await flush();
    expect(onPick).toHaveBeenCalledWith({
      street: '7450 Amador Valley Blvd',
      unit: '',
      city: 'Dublin',
      state: 'CA',
      zipCode: '94568',
    });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    type('7450 Amador Valley Blvd x');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(api.calls('GET /autocomplete_address')).toHaveLength(1); // locked
    await act(() => vi.advanceTimersByTimeAsync(200));
    type('7450 Amador Valley Blvd xy');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(api.calls('GET /autocomplete_address')).toHaveLength(2); // released after 500 ms
  });

  it('closes the list 200 ms after the field loses focus', async () => {
    mockFetch(propertyApiRoutes({ comps: [] }));
    render(<Harness onPick={() => {}} />);
    type('7450 Ama');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await flush();
    const input = screen.getByRole('combobox');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(input);
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays quiet when the suggestion service fails', async () => {
    mockFetch({ 'GET /autocomplete_address': () => new Response('down', { status: 503 }) });
    render(<Harness onPick={() => {}} />);
    type('7450 Ama');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await flush();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });
});
