import { describe, expect, it } from 'vitest';
import { extractJson, normaliseRoom, visionReplySchema } from './vision-reply.ts';

describe('vision reply parsing', () => {
  it('maps free-text rooms to ours', () => {
    expect(normaliseRoom('Bathroom')).toBe('bathroom');
    expect(normaliseRoom('living room')).toBe('living_room');
    expect(normaliseRoom('Family Room')).toBe('living_room');
    expect(normaliseRoom('entryway')).toBe('hallway');
    expect(normaliseRoom('wine cellar')).toBe('other');
    expect(normaliseRoom('unknown')).toBeNull();
    expect(normaliseRoom(undefined)).toBeNull();
  });

  it('finds the JSON inside a code fence or prose', () => {
    expect(extractJson('```json\n{"room":"kitchen"}\n```')).toEqual({ room: 'kitchen' });
    expect(extractJson('Sure! {"room":"garage"} Hope that helps.')).toEqual({ room: 'garage' });
    expect(() => extractJson('I cannot help with that.')).toThrow(/JSON/);
  });

  it('accepts ratings and severities in any case and fills defaults', () => {
    const reply = visionReplySchema.parse({
      room: 'kitchen',
      condition: { rating: 'c4' },
      issues: [{ description: 'Chipped countertop edge', severity: 'Medium' }],
    });
    expect(reply.condition.rating).toBe('C4');
    expect(reply.issues[0]?.severity).toBe('medium');
    expect(reply.features).toEqual([]);
    expect(visionReplySchema.parse({ condition: { rating: 'unable_to_assess' } }).condition.rating).toBe(
      'UNABLE_TO_ASSESS',
    );
  });

  it('rejects a rating off the scale and an unknown severity', () => {
    expect(visionReplySchema.safeParse({ condition: { rating: 'C9' } }).success).toBe(false);
    expect(
      visionReplySchema.safeParse({ condition: {}, issues: [{ description: 'x', severity: 'catastrophic' }] })
        .success,
    ).toBe(false);
  });
});

describe('a verbose vision reply', () => {
  it('is shortened, not refused, so the report fits the evidence token a save sends back', () => {
    const long = 'x'.repeat(5000);
    const reply = visionReplySchema.parse({
      room: 'kitchen',
      features: Array.from({ length: 50 }, (_, i) => `${i} ${long}`),
      materials: Array.from({ length: 50 }, () => long),
      condition: { rating: 'C5', reasons: Array.from({ length: 50 }, () => long) },
      defects: Array.from({ length: 50 }, () => ({ description: long, severity: 'high', location: long })),
      appeal_note: long,
      next_shots: Array.from({ length: 50 }, () => long),
    });
    expect(reply.features).toHaveLength(20);
    expect(reply.features[0]?.length).toBe(120);
    expect(reply.features[0]?.endsWith('…')).toBe(true);
    expect(reply.issues).toHaveLength(12);
    expect(reply.issues[0]?.location?.length).toBe(60);
    expect(reply.condition.reasons).toHaveLength(6);
    expect(reply.next_shots).toHaveLength(4);
    expect(reply.appeal_note?.length).toBe(600);
    expect(JSON.stringify(reply).length).toBeLessThan(16_000);
  });
});
