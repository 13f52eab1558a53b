import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth-context.ts';

function Probe() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('throws outside the provider (spec §8)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
