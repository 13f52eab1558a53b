/**
 * Why the camera did not open, in a homeowner's words (issue 53): the browser's own reason
 * ("Requested device not found") stays in the spec's "Error accessing camera: {reason}" line, and this
 * says what it means and what to do instead.
 */
export type CameraProblemKind = 'not-found' | 'denied' | 'in-use' | 'unsupported' | 'other';

export const CAMERA_PROBLEM_TEXTS: Record<CameraProblemKind, { title: string; help: string }> = {
  'not-found': {
    title: 'No camera was found on this device.',
    help: 'That is fine: take or choose a photo of the room instead.',
  },
  denied: {
    title: 'Camera access was turned off for this site.',
    help: "To use the live camera, allow the camera in your browser's site settings and press play. Or take or choose a photo of the room instead.",
  },
  'in-use': {
    title: 'Your camera is busy: another app or tab may be using it.',
    help: 'Close the other app and press play to try again, or take or choose a photo of the room instead.',
  },
  unsupported: {
    title: 'This browser cannot open the camera on this page.',
    help: 'Take or choose a photo of the room instead.',
  },
  other: {
    title: 'Your camera could not be opened.',
    help: 'Press play to try again, or take or choose a photo of the room instead.',
  },
};

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
