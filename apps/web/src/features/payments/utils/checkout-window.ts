import { env } from '#config/env.ts';

/** An absolute URL for the checkout: the sandbox answers with a path on the API's origin. */
export function checkoutUrl(sessionUrl: string): string {
  return sessionUrl.startsWith('/') ? `${env.apiBaseUrl}${sessionUrl}` : sessionUrl;
}

/**
 * Opens an empty window while the click is still a user gesture (so pop-up blockers allow it); the
 * checkout is loaded into it once the session exists. Null when the browser blocked it.
 */
export function openPendingWindow(): Window | null {
  try {
    const win = window.open('', '_blank');
    if (win) win.document.title = 'Opening secure checkout…';
    return win;
  } catch {
    return null;
  }
}

/** Sends a pending window to the checkout, or opens a new one; null when the browser blocked it. */
export function showCheckout(win: Window | null, url: string): Window | null {
  if (win && !win.closed) {
    win.location.href = url;
    return win;
  }
  try {
    return window.open(url, '_blank');
  } catch {
    return null;
  }
}

export function closeWindow(win: Window | null): void {
  try {
    if (win && !win.closed) win.close();
  } catch {
    // A window on another origin may refuse; nothing else to do.
  }
}
