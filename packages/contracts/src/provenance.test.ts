import { describe, expect, it } from 'vitest';
import { isRealSource, sourceKindOf } from './provenance.ts';

describe('sourceKindOf', () => {
  it('names the kind of each stored producer', () => {
    expect(sourceKindOf('demo')).toBe('demo');
    expect(sourceKindOf('redfin')).toBe('import');
    expect(sourceKindOf('la-assessor')).toBe('import');
    expect(sourceKindOf('rentcast')).toBe('provider');
    expect(sourceKindOf('owner')).toBe('owner');
  });
  it('never counts demo data as real', () => {
    expect(isRealSource('demo')).toBe(false);
    expect(isRealSource('zillow')).toBe(true);
  });
});
