/**
 * Session lifecycle events. Features that hold per-user state (the camera tour, stores) subscribe
 * with `onLogout` and reset themselves; the session code emits after it has cleared everything.
 */
type Listener = () => void;

const logoutListeners = new Set<Listener>();

/** Runs `callback` after every logout (explicit or forced by a failed refresh). Returns an unsubscribe. */
export function onLogout(callback: Listener): () => void {
  logoutListeners.add(callback);
  return () => {
    logoutListeners.delete(callback);
  };
}

/** Notifies every subscriber; one failing listener does not stop the others. */
export function emitLogout(): void {
  for (const listener of [...logoutListeners]) {
    try {
      listener();
    } catch (error) {
      console.warn('A logout listener failed', error);
    }
  }
}
