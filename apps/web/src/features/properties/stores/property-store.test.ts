// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { comparable, propertyInfo } from '../testing/fixtures.ts';
import { UNKNOWN_ERROR, usePropertyStore } from './property-store.ts';

const address = { street: '123 Main St', unit: '', city: 'Oakland', state: 'CA', zipCode: '94607' };

describe('property store', () => {
  beforeEach(() => {
    usePropertyStore.getState().reset();
    localStorage.clear();
  });

  it('saves a result, clears the error and persists only the four spec fields', () => {
    const store = usePropertyStore.getState();
    store.setError('boom');
    store.setLoading(true);
    store.setResult({
      userEnteredAddress: address,
      propertyInfo: propertyInfo({ job_id: 'job-1' }),
      comparables: [comparable(700_000)],
    });
    const state = usePropertyStore.getState();
    expect(state.error).toBeNull();
    expect(state.jobId).toBe('job-1');
    const saved = JSON.parse(localStorage.getItem('property-store') ?? '{}');
    expect(Object.keys(saved.state).sort()).toEqual([
      'comparables',
      'jobId',
      'propertyInfo',
      'userEnteredAddress',
    ]);
    expect(saved.state.userEnteredAddress).toEqual(address);
  });

  it('on failure keeps the message (default text) and clears address, info and comparables', () => {
    const store = usePropertyStore.getState();
    store.setResult({
      userEnteredAddress: address,
      propertyInfo: propertyInfo(),
      comparables: [comparable(1)],
    });
    store.setError('');
    const state = usePropertyStore.getState();
    expect(state.error).toBe(UNKNOWN_ERROR);
    expect(state.userEnteredAddress).toBeNull();
    expect(state.propertyInfo).toBeNull();
    expect(state.comparables).toEqual([]);
  });
});
