import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  FRAME_FIELD,
  FRAME_FILENAME,
  TOUR_API,
  type TourCapture,
  tourCaptureSchema,
} from '@homie/contracts/tour';
import { request } from '#lib/api-client.ts';
import type { AnalysedFrame } from '../stores/tour-store.ts';
import { capturesQueryKey, useCaptureUserKey } from './get-captures.ts';

/** POST /api/tour/captures/: keeps an analysed frame as evidence (the same frame twice is kept once). */
export function saveCapture(frame: AnalysedFrame): Promise<TourCapture> {
  const form = new FormData();
  form.append('evidence_token', frame.evidenceToken);
  form.append(FRAME_FIELD, frame.blob, FRAME_FILENAME);
  return request(TOUR_API.captures, { auth: true, method: 'POST', body: form, schema: tourCaptureSchema });
}

export function useSaveCapture() {
  const queryClient = useQueryClient();
  const userKey = useCaptureUserKey();
  return useMutation({
    mutationFn: saveCapture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: capturesQueryKey(userKey) }),
  });
}
