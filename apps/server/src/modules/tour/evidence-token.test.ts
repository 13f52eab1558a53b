import { describe, expect, it } from 'vitest';
import type { FrameReport } from '@homie/contracts/tour';
import { createEvidenceSigner } from './evidence-token.ts';

const report: FrameReport = {
  analyser: 'local',
  room: { type: 'bathroom', label: 'Bathroom', confidence: 0.7 },
  features: ['toilet'],
  quality: { brightness: 120, contrast: 50, sharpness: 300, issues: [] },
  condition: { rating: null, reasons: [] },
  issues: [],
  checklist: ['Cracked tile'],
  limitations: [],
};
const image = Buffer.from('jpeg bytes');
const secret = 'a'.repeat(40);

describe('evidence tokens', () => {
  it('round-trips the signed findings for the same user and image', () => {
    const signer = createEvidenceSigner(secret);
    const token = signer.issue('user-1', image, { analysis: 'Hey homie!', report });
    expect(signer.verify(token, 'user-1', image)).toEqual({ analysis: 'Hey homie!', report });
  });

  it('refuses another user, other bytes, a tampered body, another secret and garbage', () => {
    const signer = createEvidenceSigner(secret);
    const token = signer.issue('user-1', image, { analysis: 'Hey homie!', report });
    expect(signer.verify(token, 'user-2', image)).toBeNull();
    expect(signer.verify(token, 'user-1', Buffer.from('other bytes'))).toBeNull();
    const [body, mac] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), analysis: 'C1!' }),
    );
    expect(signer.verify(`${forged.toString('base64url')}.${mac}`, 'user-1', image)).toBeNull();
    expect(createEvidenceSigner('b'.repeat(40)).verify(token, 'user-1', image)).toBeNull();
    expect(signer.verify('not-a-token', 'user-1', image)).toBeNull();
    expect(signer.verify(`${token}.extra`, 'user-1', image)).toBeNull();
  });

  it('expires after a day', () => {
    let now = Date.UTC(2026, 10, 21);
    const signer = createEvidenceSigner(secret, () => now);
    const token = signer.issue('user-1', image, { analysis: 'x', report });
    now += 23 * 3600 * 1000;
    expect(signer.verify(token, 'user-1', image)).not.toBeNull();
    now += 2 * 3600 * 1000;
    expect(signer.verify(token, 'user-1', image)).toBeNull();
  });
});
