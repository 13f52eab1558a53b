/**
 * Why the camera did not open (issue 53): the browser's own reason ("Requested device not found")
 * stays in the spec's "Error accessing camera: {reason}" line, and the kind's words (`dashboard.camera.*`,
 * tour-words.ts) say what it means and what to do instead.
 */
export type CameraProblemKind = 'not-found' | 'denied' | 'in-use' | 'unsupported' | 'other';

/** The kind of camera failure from the DOMException's name (getUserMedia's documented errors). */
export function cameraProblemKind(error: unknown): CameraProblemKind {
  const name = error && typeof error === 'object' ? (error as { name?: unknown }).name : undefined;
  switch (name) {
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'not-found';
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'in-use';
    default:
      return 'other';
  }
}
