import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { frameReportSchema, TOUR_LIMITS, type FrameReport } from '@homie/contracts/tour';

/**
 * Proof that the server analysed this exact image for this user: the analysis travels with the
 * client and comes back signed, so saving evidence needs no server-side scratch storage and the
 * findings cannot be forged.
 */
const payloadSchema = z.object({
  v: z.literal(1),
  u: z.string(),
  h: z.string(),
  iat: z.number(),
  analysis: z.string(),
  report: frameReportSchema,
});

export interface EvidenceClaims {
  analysis: string;
  report: FrameReport;
}

export const INVALID_EVIDENCE = 'This analysis cannot be saved: analyze the view again, then save it.';

export function imageHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function createEvidenceSigner(secret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', secret).update('homie/tour-evidence/v1').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest();

  return {
    issue(userId: string, bytes: Uint8Array, claims: EvidenceClaims): string {
      const payload = { v: 1, u: userId, h: imageHash(bytes), iat: Math.floor(now() / 1000), ...claims };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${sign(body).toString('base64url')}`;
    },

    /** The signed findings, or null when the token is forged, expired, another user's or for other bytes. */
    verify(token: string, userId: string, bytes: Uint8Array): EvidenceClaims | null {
      const [body, mac, extra] = token.split('.');
      if (!body || !mac || extra !== undefined) return null;
      const expected = sign(body);
      const given = Buffer.from(mac, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let payload: z.infer<typeof payloadSchema>;
      try {
        payload = payloadSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
      } catch {
        return null;
      }
      const age = Math.floor(now() / 1000) - payload.iat;
      if (payload.u !== userId || payload.h !== imageHash(bytes)) return null;
      if (age < 0 || age > TOUR_LIMITS.evidenceTokenTtlSeconds) return null;
      return { analysis: payload.analysis, report: payload.report };
    },
  };
}
export type EvidenceSigner = ReturnType<typeof createEvidenceSigner>;
