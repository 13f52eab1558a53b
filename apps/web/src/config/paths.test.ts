import { PAGE_PATHS } from '@homie/contracts/routes';
import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths', () => {
  it('lists exactly the pages the server serves', () => {
    expect(new Set(Object.values(paths))).toEqual(new Set(Object.values(PAGE_PATHS)));
  });
});
