/**
 * The brokerage's MLS through the RESO Web API (issue 54, decision 232): on only when RESO_BASE_URL
 * (the OData service root) is set. Authorisation: RESO_TOKEN (a bearer token), or RESO_TOKEN_URL +
 * RESO_CLIENT_ID + RESO_CLIENT_SECRET (OAuth2 client credentials; the token is kept and renewed before
 * it expires). RESO_SYNC_INTERVAL_MINUTES (default 60) between syncs of closed sales; RESO_ATTRIBUTION:
 * the line the MLS's licence asks for wherever its sales are shown (default "Listing data courtesy of
 * the MLS.").
 */
import { z } from 'zod';
import { parseSettingsGroup } from './settings-group.ts';

export type ResoAuth =
  | { kind: 'token'; token: string }
  | { kind: 'client-credentials'; tokenUrl: string; clientId: string; clientSecret: string };

export interface ResoConfig {
  /** Without a trailing slash: `${baseUrl}/Property?…`. */
  baseUrl: string;
  auth: ResoAuth;
  syncIntervalMs: number;
  attribution: string;
}

export const DEFAULT_RESO_ATTRIBUTION = 'Listing data courtesy of the MLS.';

const text = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const httpUrl = text.pipe(z.url({ protocol: /^https?$/ }).optional());

const ResoEnvSchema = z.object({
  RESO_BASE_URL: httpUrl,
  RESO_TOKEN: text,
  RESO_TOKEN_URL: httpUrl,
  RESO_CLIENT_ID: text,
  RESO_CLIENT_SECRET: text,
  RESO_SYNC_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 1440)
    .default(60),
  RESO_ATTRIBUTION: text.pipe(z.string().max(300).optional()),
});

const SETTINGS = [
  'RESO_BASE_URL',
  'RESO_TOKEN',
  'RESO_TOKEN_URL',
  'RESO_CLIENT_ID',
  'RESO_CLIENT_SECRET',
  'RESO_SYNC_INTERVAL_MINUTES',
  'RESO_ATTRIBUTION',
] as const;

/** The RESO settings, or undefined when RESO_BASE_URL is unset; issues name the variable that is wrong. */
export function resoConfigFrom(env: Record<string, string | undefined>): {
  config: ResoConfig | undefined;
  issues: string[];
} {
  const parsed = parseSettingsGroup(ResoEnvSchema, SETTINGS, env);
  if (!parsed.data) return { config: undefined, issues: parsed.issues };
  const e = parsed.data;
  if (!e.RESO_BASE_URL) return { config: undefined, issues: [] };
  const oauth = [e.RESO_TOKEN_URL, e.RESO_CLIENT_ID, e.RESO_CLIENT_SECRET];
  let auth: ResoAuth;
  if (e.RESO_TOKEN && oauth.some(Boolean))
    return {
      config: undefined,
      issues: [
        '  RESO_TOKEN: set either RESO_TOKEN or RESO_TOKEN_URL + RESO_CLIENT_ID + RESO_CLIENT_SECRET, not both',
      ],
    };
  if (e.RESO_TOKEN) auth = { kind: 'token', token: e.RESO_TOKEN };
  else if (e.RESO_TOKEN_URL && e.RESO_CLIENT_ID && e.RESO_CLIENT_SECRET)
    auth = {
      kind: 'client-credentials',
      tokenUrl: e.RESO_TOKEN_URL,
      clientId: e.RESO_CLIENT_ID,
      clientSecret: e.RESO_CLIENT_SECRET,
    };
  else
    return {
      config: undefined,
      issues: [
        '  RESO_TOKEN: required when RESO_BASE_URL is set (or RESO_TOKEN_URL + RESO_CLIENT_ID + RESO_CLIENT_SECRET for OAuth2 client credentials)',
      ],
    };
  return {
    config: {
      baseUrl: e.RESO_BASE_URL.replace(/\/+$/, ''),
      auth,
      syncIntervalMs: e.RESO_SYNC_INTERVAL_MINUTES * 60_000,
      attribution: e.RESO_ATTRIBUTION ?? DEFAULT_RESO_ATTRIBUTION,
    },
    issues: [],
  };
}
