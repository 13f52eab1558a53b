import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetAppState } from './reset-app-state.ts';

// findBy*/waitFor wait up to 5 s (1 s by default): a lazy route's first import can take longer on
// a busy two-core CI machine, and a wait that ends sooner changes nothing a test asserts.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these browser APIs that the shell's libraries touch.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = (() => {}) as typeof window.scrollTo;

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

// An unexpected console.error fails the test; a test that expects one replaces this mock.
let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(describe).join(' '));
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  resetAppState();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) throw new Error(`Unexpected console.error:\n${errors.join('\n')}`);
});
