import { type RefObject, useEffect, useState } from 'react';
import { CAMERA_CONSTRAINTS, tourErrors } from '@homie/contracts/tour';
import { type CameraProblemKind, cameraProblemKind } from '../utils/camera-problem.ts';
import { errorReason } from '../utils/error-reason.ts';

export const CAMERA_UNAVAILABLE =
  'this browser does not allow camera access here (it needs a secure https:// page)';

export interface CameraState {
  /** "Error accessing camera: {reason}" when the camera could not be opened. */
  error: string | null;
  /** The browser's reason alone (`error` without the spec's English frame), for another language. */
  reason: string | null;
  /** What the failure means for the homeowner (null while there is none). */
  problem: CameraProblemKind | null;
  isReady: boolean;
}

/**
 * Opens the rear camera (ideal 1280×720) into `videoRef` while `isWanted`, and stops every track
 * when it is no longer wanted or the component unmounts. Video only: see docs/decisions/041.
 * Changing `attempt` retries after a failure.
 */
export function useCamera(
  videoRef: RefObject<HTMLVideoElement | null>,
  isWanted: boolean,
  attempt = 0,
): CameraState {
  const [state, setState] = useState<CameraState>({
    error: null,
    reason: null,
    problem: null,
    isReady: false,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    if (!isWanted) {
      setState({ error: null, reason: null, problem: null, isReady: false });
      return;
    }
    let stream: MediaStream | null = null;
    let isCancelled = false;
    const stop = (s: MediaStream) => {
      for (const track of s.getTracks()) track.stop();
    };
    setState({ error: null, reason: null, problem: null, isReady: false });
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({
        error: tourErrors.camera(CAMERA_UNAVAILABLE),
        reason: CAMERA_UNAVAILABLE,
        problem: 'unsupported',
        isReady: false,
      });
      return;
    }
    navigator.mediaDevices.getUserMedia({ video: CAMERA_CONSTRAINTS.video, audio: false }).then(
      (opened) => {
        if (isCancelled) return stop(opened);
        stream = opened;
        const video = videoRef.current;
        if (video) {
          video.srcObject = opened;
          video.play?.()?.catch(() => {});
        }
        setState({ error: null, reason: null, problem: null, isReady: true });
      },
      (error: unknown) => {
        if (isCancelled) return;
        console.warn('Camera access failed', error);
        const reason = errorReason(error);
        setState({
          error: tourErrors.camera(reason),
          reason,
          problem: cameraProblemKind(error),
          isReady: false,
        });
      },
    );
    return () => {
      isCancelled = true;
      if (stream) stop(stream);
      const video = videoRef.current;
      if (video) video.srcObject = null;
    };
  }, [videoRef, isWanted, attempt]);

  return state;
}
