import sharp from 'sharp';
import type { FrameReport } from '@homie/contracts/tour';
import type { DetectedObject, ObjectDetector } from './object-detector.ts';

/** Cases for the tour's reply in each language (decision 270): English pinned, others checked. */

/** A detector that reports fixed detections. */
export function fixedDetector(detections: DetectedObject[]): ObjectDetector {
  return {
    detect: async () => detections,
    warm: async () => ({ loadMs: 0, rssBytes: 0, backend: 'fixed' }),
    pending: 0,
    close: async () => {},
  };
}

/** A sharp, well-lit synthetic frame, so only the detections decide. */
export const scene = () =>
  sharp({
    create: {
      width: 640,
      height: 360,
      channels: 3,
      background: '#8a8a8a',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

const d = (label: string, score: number, box = [0.4, 0.4, 0.2, 0.2]): DetectedObject => ({
  label,
  score,
  box,
});

/** Detections for the local analyser's pinned English replies (a sharp synthetic frame). */
export const LOCAL_CASES: Record<string, DetectedObject[]> = {
  kitchen: [
    d('oven', 0.8, [0.3, 0.3, 0.4, 0.4]),
    d('sink', 0.6, [0.05, 0.3, 0.2, 0.2]),
    d('chair', 0.5, [0.7, 0.05, 0.1, 0.1]),
    d('chair', 0.4, [0.75, 0.75, 0.1, 0.1]),
  ],
  bedroom: [
    d('bed', 0.9, [0.05, 0.1, 0.9, 0.85]),
    d('tv', 0.5, [0.7, 0.05, 0.2, 0.1]),
    d('book', 0.4, [0.05, 0.8, 0.1, 0.1]),
  ],
  dining: [
    d('chair', 0.52, [0.05, 0.55, 0.2, 0.3]),
    d('chair', 0.46, [0.7, 0.55, 0.2, 0.3]),
    d('chair', 0.41, [0.4, 0.6, 0.15, 0.3]),
    d('dining table', 0.31, [0.2, 0.55, 0.6, 0.3]),
    d('tv', 0.27, [0.4, 0.1, 0.2, 0.15]),
  ],
  bathroom: [
    d('toilet', 0.7, [0.7, 0.5, 0.25, 0.4]),
    d('sink', 0.5, [0.05, 0.3, 0.2, 0.2]),
    d('sink', 0.45, [0.3, 0.3, 0.2, 0.2]),
  ],
  unknownWithObjects: [
    d('tv', 0.5, [0.4, 0.05, 0.2, 0.1]),
    d('potted plant', 0.5),
    d('person', 0.8),
    d('person', 0.7),
  ],
  unknownEmpty: [],
  office: [
    d('laptop', 0.8),
    d('keyboard', 0.7, [0.4, 0.75, 0.2, 0.1]),
    d('clock', 0.5, [0.05, 0.05, 0.1, 0.1]),
  ],
  living: [d('couch', 0.8), d('vase', 0.4, [0.7, 0.4, 0.1, 0.1]), d('bench', 0.4, [0.05, 0.75, 0.1, 0.1])],
};

const base: FrameReport = {
  analyser: 'vision',
  room: null,
  features: [],
  quality: {
    brightness: 120,
    contrast: 50,
    sharpness: 300,
    issues: [],
    normalised: { cropped: false, gain: 1 },
  },
  condition: { rating: null, reasons: [] },
  issues: [],
  checklist: [],
  limitations: [],
};

/** Reports composed directly (vision ones, and the quality lines). */
export const REPORT_CASES: Record<string, FrameReport> = {
  visionRated: {
    ...base,
    room: { type: 'kitchen', label: 'Kitchen', confidence: 0.9 },
    features: ['oven', 'sink'],
    materials: ['laminate countertop', 'vinyl plank floor'],
    condition: { rating: 'C4', reasons: ['Worn cabinet doors.', 'Dated fixtures.'] },
    issues: [
      { description: 'Water stain under the sink', severity: 'medium', location: 'lower left' },
      { description: 'Chipped counter edge', severity: 'low' },
    ],
    checklist: ['Appliances that are old, broken or missing', 'Worn or damaged flooring'],
    limitations: [
      'I judged this from one photo: check anything I flagged in person before you rely on it as evidence.',
    ],
    appeal_note: 'Worn cabinets support a lower value.',
    next_shots: ['Under the sink with the cabinet doors open (leaks and rot)'],
  },
  visionUnable: {
    ...base,
    condition: { rating: null, reasons: ['The photo is too dark.'] },
    quality: {
      ...base.quality,
      issues: [
        {
          kind: 'dark',
          message: 'This shot is too dark to make out much.',
          tip: 'Turn on the lights or open the blinds, then try again.',
        },
      ],
    },
    appeal_note:
      'I could not judge the condition from this photo: a clearer, closer shot of any wear will count for more.',
    next_shots: ['Any stains, cracks or damage in this space, close up and in good light'],
  },
  washedNormalised: {
    ...base,
    analyser: 'local',
    room: { type: 'exterior', label: 'Exterior', confidence: 0.41 },
    features: ['bench'],
    quality: {
      ...base.quality,
      issues: [
        {
          kind: 'washed_out',
          message: 'This shot looks washed out.',
          tip: "Don't point the camera at a window or a bright lamp; turn so the light is behind you.",
        },
      ],
      normalised: { cropped: true, gain: 1.43 },
    },
  },
  cropped: {
    ...base,
    analyser: 'local',
    room: { type: 'office', label: 'Home office', confidence: 0.5 },
    quality: { ...base.quality, normalised: { cropped: true, gain: 1 } },
    objects: [
      { label: 'laptop', count: 1, position: 'lower left' },
      { label: 'book', count: 3, position: 'upper right' },
    ],
  },
  brightened: {
    ...base,
    analyser: 'local',
    room: { type: 'laundry', label: 'Laundry room', confidence: 0.35 },
    quality: { ...base.quality, normalised: { cropped: false, gain: 2.04 } },
    objects: [
      { label: 'microwave', count: 1, position: 'top' },
      { label: 'toaster', count: 2, position: 'bottom' },
      { label: 'refrigerator', count: 1, position: 'upper left' },
      { label: 'couch', count: 1, position: 'lower right' },
    ],
  },
  blurryVision: {
    ...base,
    quality: {
      ...base.quality,
      issues: [
        {
          kind: 'blurry',
          message: 'This shot is blurry.',
          tip: 'Hold the phone still for a second (or brace it against something), then analyze again.',
        },
      ],
    },
  },
};
