import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Fullscreen for `ref`'s element, kept in sync with the browser (Esc, the browser's own controls). */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [isFullscreen, setIsFullscreen] = useState(false);

  useEffect(() => {
    const sync = () =>
      setIsFullscreen(Boolean(document.fullscreenElement) && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [ref]);

  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await ref.current?.requestFullscreen?.();
    } catch (error) {
      console.warn('Fullscreen was refused', error);
    }
  }, [ref]);

  return { isFullscreen, toggle };
}
