import { describe, expect, it } from 'vitest';
import {
  analyzeFrameResponseSchema,
  CAMERA_CONSTRAINTS,
  FRAME_JPEG_QUALITY,
  TOUR_API,
  TOUR_TEXTS,
  tourErrors,
} from './tour.ts';

describe('tour contract', () => {
  it('carries the spec texts word for word', () => {
    expect(TOUR_TEXTS.started).toBe('Starting the tour... I can help analyze what you show me.');
    expect(TOUR_TEXTS.ended).toBe('Tour ended. Feel free to start another tour when ready.');
    expect(TOUR_TEXTS.empty).toBe('Start the tour to begin analysis.');
    expect(TOUR_TEXTS.captureFailed).toBe('Error: Failed to capture frame. Please try again.');
    expect(tourErrors.camera('Permission denied')).toBe('Error accessing camera: Permission denied');
    expect(tourErrors.failure('Bad', 'No details provided', 400)).toBe(
      'Error: Bad\nDetails: No details provided\nStatus: 400',
    );
    expect(tourErrors.exception('boom')).toBe(
      'Error analyzing the current view: boom\nPlease check the browser console for more details.',
    );
    expect(tourErrors.nonJson(502, 'Bad Gateway', 'x')).toBe(
      'Server returned non-JSON error: 502 Bad Gateway. Body: x',
    );
  });

  it('asks for the rear camera at ideal 1280×720 and JPEG quality 0.8', () => {
    expect(CAMERA_CONSTRAINTS.video).toEqual({
      facingMode: { ideal: 'environment' },
      width: { ideal: 1280 },
      height: { ideal: 720 },
    });
    expect(FRAME_JPEG_QUALITY).toBe(0.8);
    expect(TOUR_API.analyzeFrame).toBe('/api/analyze-frame/');
  });

  it('rejects a report whose room confidence is out of range', () => {
    const report = {
      analyser: 'local',
      room: { type: 'kitchen', label: 'Kitchen', confidence: 1.5 },
      features: [],
      quality: { brightness: 1, contrast: 1, sharpness: 1, issues: [] },
      condition: { rating: null, reasons: [] },
      issues: [],
      checklist: [],
      limitations: [],
    };
    expect(analyzeFrameResponseSchema.safeParse({ analysis: 'x', report, evidence_token: 't' }).success).toBe(
      false,
    );
    report.room.confidence = 0.5;
    expect(analyzeFrameResponseSchema.safeParse({ analysis: 'x', report, evidence_token: 't' }).success).toBe(
      true,
    );
  });
});
