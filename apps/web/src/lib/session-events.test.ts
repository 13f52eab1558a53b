import { describe, expect, it, vi } from 'vitest';
import { emitLogout, onLogout } from './session-events.ts';

describe('session events', () => {
  it('calls every subscriber, survives a failing one, and unsubscribes', () => {
    const first = vi.fn(() => {
      throw new Error('boom');
    });
    const second = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const offFirst = onLogout(first);
    const offSecond = onLogout(second);
    emitLogout();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    offFirst();
    offSecond();
    emitLogout();
    expect(second).toHaveBeenCalledOnce();
  });
});
