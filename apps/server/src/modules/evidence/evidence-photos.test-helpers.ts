import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { FrameReport } from '@homie/contracts/tour';
import type { Database } from '#db/client.ts';
import type { Storage } from '#lib/storage.ts';
import { imageHash, insertCapture } from '#modules/tour/tour.service.ts';

/** Shared steps of the evidence tests (imported by *.test.ts only). */

/** A report as the analyser writes it, for a room with a condition rating and a defect. */
export function sampleReport(
  room: 'kitchen' | 'bathroom' | null,
  overrides: Partial<FrameReport> = {},
): FrameReport {
  return {
    analyser: 'vision',
    room: room ? { type: room, label: room === 'kitchen' ? 'Kitchen' : 'Bathroom', confidence: 0.82 } : null,
    features: room === 'kitchen' ? ['laminate countertops', 'original oak cabinets'] : ['tub', 'vanity'],
    quality: { brightness: 120, contrast: 40, sharpness: 300, issues: [] },
    condition: { rating: 'C4', reasons: ['dated finishes'] },
    issues: [{ description: 'water stain under the sink', severity: 'medium' }],
    checklist: [],
    limitations: [],
    ...overrides,
  };
}

/** A real JPEG, different for every seed. */
export const photoBytes = (seed: number, width = 800, height = 600) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (seed * 53) % 255, g: 120, b: (seed * 97) % 255 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

/** Saves a capture for the user as the tour does (row + file), without running the analyser. */
export async function saveTestCapture(
  deps: { database: Database; storage: Storage },
  userId: string,
  seed: number,
  report: FrameReport = sampleReport('kitchen'),
  createdAt?: Date,
): Promise<{ id: string; key: string }> {
  const bytes = await photoBytes(seed);
  const id = randomUUID();
  const key = `tour/${userId}/${id}.jpg`;
  await deps.storage.put(key, Readable.from([bytes]), { contentType: 'image/jpeg' });
  await insertCapture(deps.database.db, {
    id,
    userId,
    imageKey: key,
    image: {
      contentType: 'image/jpeg',
      bytes: bytes.length,
      sha256: imageHash(bytes),
      width: 800,
      height: 600,
    },
    finding: { analysis: 'test analysis', report },
    ...(createdAt ? { createdAt } : {}),
  });
  return { id, key };
}
