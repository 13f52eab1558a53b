import { describe, expect, it } from 'vitest';
import { guessRoom } from './room-classifier.ts';
import { visibleFeatures } from './visible-features.ts';

const d = (label: string, score: number) => ({ label, score });

describe('guessRoom', () => {
  it('reads a toilet and a sink as a bathroom', () => {
    expect(guessRoom([d('toilet', 0.48), d('sink', 0.43), d('vase', 0.3)])?.type).toBe('bathroom');
  });

  it('reads a bed as a bedroom, more sure with a stronger detection', () => {
    const weak = guessRoom([d('bed', 0.35)]);
    const strong = guessRoom([d('bed', 0.7)]);
    expect(weak?.type).toBe('bedroom');
    expect(strong?.confidence).toBeGreaterThan(weak?.confidence ?? 1);
  });

  it('reads appliances and kitchenware as a kitchen despite plants', () => {
    const guess = guessRoom([
      d('potted plant', 0.57),
      d('potted plant', 0.44),
      d('microwave', 0.42),
      d('bottle', 0.42),
      d('cup', 0.42),
      d('sink', 0.36),
      d('bottle', 0.35),
      d('bowl', 0.32),
    ]);
    expect(guess?.type).toBe('kitchen');
  });

  it('reads a couch and a TV as a living room', () => {
    expect(guessRoom([d('couch', 0.5), d('tv', 0.4), d('chair', 0.4)])?.type).toBe('living_room');
  });

  it('withholds a guess when nothing points at a room', () => {
    expect(guessRoom([])).toBeNull();
    expect(guessRoom([d('person', 0.9), d('cat', 0.8)])).toBeNull();
  });

  it('withholds a guess when a lone sink could be a bathroom or a kitchen', () => {
    expect(guessRoom([d('sink', 0.5)])).toBeNull();
  });

  it('gives confidence between 0 and 1', () => {
    const guess = guessRoom([d('toilet', 1), d('toilet', 1), d('sink', 1), d('toothbrush', 1)]);
    expect(guess?.confidence).toBeGreaterThan(0.8);
    expect(guess?.confidence).toBeLessThanOrEqual(1);
  });
});

describe('visibleFeatures', () => {
  it('names fixtures once with counts, most confident first, and skips unsure or irrelevant ones', () => {
    expect(
      visibleFeatures([d('chair', 0.4), d('bed', 0.7), d('chair', 0.35), d('tv', 0.25), d('bottle', 0.9)]),
    ).toEqual(['bed', '2 chairs']);
  });
});

describe('guessRoom honesty gate (decision 110)', () => {
  it('ignores detections below the evidence score and needs an anchor or agreement', () => {
    expect(guessRoom([d('tv', 0.27), d('chair', 0.5), d('chair', 0.45)])).toBeNull();
    expect(guessRoom([d('tv', 0.6), d('remote', 0.5)])).toBeNull();
    expect(guessRoom([d('couch', 0.4), d('tv', 0.27)])?.evidence).toEqual(['couch']);
  });

  it('does not call a lone middling appliance a kitchen, but a strong or corroborated one', () => {
    expect(guessRoom([d('refrigerator', 0.45)])).toBeNull();
    expect(guessRoom([d('refrigerator', 0.7)])?.type).toBe('kitchen');
    expect(guessRoom([d('refrigerator', 0.45), d('bowl', 0.4)])?.type).toBe('kitchen');
  });
});
