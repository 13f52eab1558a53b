import { VIDEO_MESSAGES } from '@homie/contracts/videos';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkVideoFile } from './check-video-file.ts';

/** A stand-in <video> that "loads" a file's metadata like Chromium: a duration, Infinity first, or an error. */
function fakeVideo(behaviour: { duration?: number; infiniteFirst?: boolean; error?: boolean }) {
  const element = {
    duration: Number.NaN,
    currentTime: 0,
    preload: '',
    muted: false,
    onloadedmetadata: null as null | (() => void),
    ondurationchange: null as null | (() => void),
    onerror: null as null | (() => void),
    removeAttribute: vi.fn(),
    // Like a real element, releasing the source forgets the duration.
    load: vi.fn(() => {
      element.duration = Number.NaN;
    }),
    set src(_url: string) {
      queueMicrotask(() => {
        if (behaviour.error) return element.onerror?.();
        element.duration = behaviour.infiniteFirst ? Number.POSITIVE_INFINITY : (behaviour.duration ?? 0);
        element.onloadedmetadata?.();
      });
    },
  };
  Object.defineProperty(element, 'currentTime', {
    set() {
      queueMicrotask(() => {
        element.duration = behaviour.duration ?? 0;
        element.ondurationchange?.();
      });
    },
  });
  return element;
}

const file = (type: string) => new File([new Uint8Array(8)], 'clip', { type });

describe('checkVideoFile (spec §5)', () => {
  let behaviour: Parameters<typeof fakeVideo>[0];
  beforeEach(() => {
    const create = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation(((tag: string) =>
      tag === 'video' ? fakeVideo(behaviour) : create(tag)) as typeof document.createElement);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('refuses a file that is not a video type', async () => {
    behaviour = { duration: 10 };
    expect(await checkVideoFile(file('text/plain'))).toEqual({ ok: false, message: VIDEO_MESSAGES.notVideo });
  });

  it('accepts up to 90 seconds and refuses longer', async () => {
    behaviour = { duration: 90 };
    expect(await checkVideoFile(file('video/mp4'))).toEqual({ ok: true, durationSeconds: 90 });
    behaviour = { duration: 120 };
    expect(await checkVideoFile(file('video/webm'))).toEqual({ ok: false, message: VIDEO_MESSAGES.tooLong });
  });

  it('measures recordings that report Infinity until a seek', async () => {
    behaviour = { duration: 95, infiniteFirst: true };
    expect(await checkVideoFile(file('video/webm'))).toEqual({ ok: false, message: VIDEO_MESSAGES.tooLong });
  });

  it('refuses a file over the size cap before reading it', async () => {
    behaviour = { duration: 10 };
    const huge = new File([new Uint8Array(8)], 'big.mp4', { type: 'video/mp4' });
    Object.defineProperty(huge, 'size', { value: 400 * 1024 * 1024 });
    expect(await checkVideoFile(huge)).toEqual({ ok: false, message: VIDEO_MESSAGES.tooLarge });
  });

  it('calls a file the browser cannot read unreadable', async () => {
    behaviour = { error: true };
    expect(await checkVideoFile(file('video/mp4'))).toEqual({
      ok: false,
      message: VIDEO_MESSAGES.unreadable,
    });
  });
});
