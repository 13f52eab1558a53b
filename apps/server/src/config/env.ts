import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import { type RentcastConfig, rentcastConfigFrom } from './rentcast.ts';
import { type ResoConfig, resoConfigFrom } from './reso.ts';

/** Finds apps/server whether this code runs from src/ (tsx) or from the dist/ bundle. */
function serverRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const bool = z
  .enum(['true', 'false', '1', '0', 'on', 'off', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'on');
/** Which proxies may set X-Forwarded-For: none, the nearest N hops, or these addresses (decision 096). */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_FORMS =
  'use a hop count (1 behind one proxy, 2 behind a CDN and a proxy) or a comma-separated list of proxy addresses or CIDRs (10.0.0.0/8, loopback); "true" trusted any X-Forwarded-For, so anyone could choose the address every per-address limit counts';
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? '').trim().toLowerCase();
    if (['', 'false', '0', 'off', 'no'].includes(value)) return false;
    if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value) || false;
    const entries = value.split(',').map((entry) => entry.trim());
    if (['true', 'on', 'yes'].includes(value) || !entries.every(isProxyAddress)) {
      ctx.addIssue({ code: 'custom', message: `"${raw}" is not accepted: ${TRUST_PROXY_FORMS}` });
      return z.NEVER;
    }
    return entries;
  });
const int = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(3000, 0, 65535),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: optional.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PGLITE_FSYNC: bool,
  // On unless turned off (decision 134).
  PGLITE_WORKER: z
    .enum(['true', 'false', '1', '0', 'on', 'off', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0' && v !== 'off'),
  // The read copies (lib/read-copies/README.md): on by default; unset under NODE_ENV=test, no in-memory copies.
  READ_COPIES: z.enum(['on', 'copies', 'off', '']).optional(),
  WEB_CONCURRENCY: int(0, 0, 256),
  DB_STATEMENT_TIMEOUT_MS: int(5_000, 0, 600_000),
  // Request timeouts (decision 204): headers, a body that stops sending, a body's whole budget.
  HTTP_HEADERS_TIMEOUT_MS: int(20_000, 100, 600_000),
  HTTP_BODY_IDLE_TIMEOUT_MS: int(30_000, 100, 600_000),
  HTTP_BODY_TIMEOUT_MS: int(60_000, 100, 3_600_000),
  UPLOAD_BODY_TIMEOUT_MS: int(60 * 60_000, 100, 6 * 3_600_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: optional.pipe(z.url().optional()),
  TRUST_PROXY: trustProxy,
  JWT_SECRET: optional.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_SECONDS: int(15 * 60, 30, 24 * 3600),
  REFRESH_TOKEN_TTL_DAYS: int(30, 1, 365),
  AUTH_RATE_LIMIT_PER_IP: int(30, 1),
  AUTH_RATE_LIMIT_PER_EMAIL: int(5, 1),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: int(15 * 60, 1),
  ANALYSIS_RATE_LIMIT_PER_MINUTE: int(30, 1),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Homie <no-reply@homie.local>'),
  CONTACT_TO: z.string().default('hello@homie.local'),
  GOOGLE_MAPS_API_KEY: optional,
  // A slippy-map tile source for the map of a home and its comparables (decision 224): an https URL
  // template with {z}, {x} and {y}, and the attribution its licence asks for. Unset: no map.
  MAP_TILE_URL: optional.pipe(
    z
      .string()
      .regex(/^https:\/\/[^\s"'<>]+$/, 'MAP_TILE_URL must be an https URL')
      .refine((v) => ['{z}', '{x}', '{y}'].every((p) => v.includes(p)), {
        message: 'MAP_TILE_URL must contain {z}, {x} and {y}',
      })
      .optional(),
  ),
  MAP_TILE_ATTRIBUTION: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE: optional.pipe(z.url().optional()),
  ALLOW_SANDBOX_PAYMENTS: bool,
  OPENAI_BASE_URL: optional.pipe(z.url().optional()),
  OPENAI_API_KEY: optional,
  OPENAI_MODEL: optional,
  OPENAI_TIMEOUT_MS: int(20_000, 100),
  /** Frame-analysis workers; 0 = os.availableParallelism() (decision 111). */
  TOUR_WORKERS: int(0, 0, 64),
  /** Frames that may wait for a worker before a 503 (decision 111). */
  TOUR_QUEUE_MAX: int(32, 0, 10_000),
  S3_ENDPOINT: optional.pipe(z.url().optional()),
  S3_BUCKET: optional,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: bool,
  DEMO_DATASET_SIZE: int(200_000, 0, 10_000_000),
  VIDEO_MAX_BYTES: int(300 * 1024 * 1024, 1024 * 1024),
  STORAGE_QUOTA_BYTES: int(20 * 1024 ** 3, 1024 * 1024),
  STORAGE_MIN_FREE_BYTES: int(2 * 1024 ** 3, 0),
  ROLL_YEAR: optional.pipe(z.coerce.number<string>().int().min(1975).max(2100).optional()),
  WEB_DIST_DIR: optional,
  // Retention (decision 115): days an uploaded video / a saved tour photo is kept, and how often the
  // sweep deletes what is past its date (0 = none here; at most a day, as the Privacy Policy says).
  RETENTION_VIDEO_DAYS: int(180, 1, 36_500),
  RETENTION_CAPTURE_DAYS: int(730, 1, 36_500),
  RETENTION_SWEEP_INTERVAL_MINUTES: int(360, 0, 1440),
  // Days an anonymous analysis job is kept after its last run unless referenced (decision 128).
  ANALYSIS_JOB_TTL_DAYS: int(30, 1, 36_500),
  // Watches (decision 228): how often the reminder sweep runs (0 = not on this instance), and the
  // brokerage's postal address every reminder carries (CAN-SPAM): required in production with mail
  // sent through SMTP_URL; elsewhere a placeholder marks the outbox's copies.
  WATCH_SWEEP_INTERVAL_MINUTES: int(60, 0, 60),
  BROKERAGE_POSTAL_ADDRESS: z.string().trim().min(1).optional(),
  // A mailbox someone reads that takes "unsubscribe" mail (decision 238): named as a mailto: beside
  // the one-click https link in every reminder's List-Unsubscribe. Unset: the https link alone.
  UNSUBSCRIBE_MAILTO: optional.pipe(z.email('UNSUBSCRIBE_MAILTO must be an e-mail address').optional()),
});

export type Env = z.input<typeof EnvSchema>;

/**
 * The origin a tile URL template loads images from, as a CSP source: "https://tiles.example.com",
 * or "https://*.tile.example.org" for a template that spreads tiles over {s} subdomains.
 */
export function tileOrigin(template: string): string {
  const host = /^https:\/\/([^/?#]+)/.exec(template)?.[1] ?? '';
  return `https://${host.replace(/\{s\}/g, '*').toLowerCase()}`;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute folder holding all state of the embedded default (database, secret, files). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** PGlite flushes its writes to the disk (power-loss safe, ~4x slower commits; decision 080). */
  pgliteFsync: boolean;
  /** PGlite runs in a worker thread, off the request thread (PGLITE_WORKER, default on; decision 134). */
  pgliteWorker: boolean;
  /**
   * The read copies (READ_COPIES, lib/read-copies/README.md): `copies`, the in-memory copies (address
   * search's prefix index, the comparables' copy) and the market indexes warmed at start;
   * `rememberedReads`, reads answered again after one check. `on` keeps both, `off` neither, `copies`
   * the copies without remembered reads (to measure each apart); unset, both, but no copies under
   * NODE_ENV=test.
   */
  readCopies: { copies: boolean; rememberedReads: boolean };
  /** Server processes behind the port with DATABASE_URL; 0 = one per core (WEB_CONCURRENCY; decision 135). */
  webConcurrency: number;
  /** PostgreSQL cancels a statement running longer (0 = no budget; PGlite cannot; decision 091). */
  dbStatementTimeoutMs: number;
  /**
   * Request timeouts (decision 204): the header block must arrive within `headersTimeoutMs`; a body
   * that sends nothing for `bodyIdleTimeoutMs` is cut, and so is one not complete within
   * `bodyTimeoutMs` (`uploadBodyTimeoutMs` on the video upload routes).
   */
  http: {
    headersTimeoutMs: number;
    bodyIdleTimeoutMs: number;
    bodyTimeoutMs: number;
    uploadBodyTimeoutMs: number;
  };
  logLevel: string;
  publicUrl: string;
  /** Fastify's trustProxy: request.ip is the right-most address not added by a trusted proxy. */
  trustProxy: TrustProxy;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  authRateLimit: { perIp: number; perEmail: number; windowSeconds: number };
  /** Analyses (`POST /manual_analysis`) one address may run per minute. */
  analysisRateLimitPerMinute: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactTo: string;
  googleMapsApiKey: string | undefined;
  /**
   * The map's tile source (decision 224): a URL template with {z}/{x}/{y}, its attribution, and the
   * origin the page's CSP allows images from. Null: no map is shown.
   */
  mapTiles: { url: string; attribution: string; origin: string } | null;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApiBase: string | undefined;
  /** Production may take payments through the sandbox checkout (test cards) only when this is set. */
  allowSandboxPayments: boolean;
  openai: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    timeoutMs: number;
  };
  /** The camera tour's analysis workers and queue (decision 111). */
  tour: { workers: number; queueMax: number };
  s3:
    | {
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  demoDatasetSize: number;
  /** Largest accepted video upload, in bytes. */
  videoMaxBytes: number;
  /** Bytes all stored videos may take together; uploads beyond it answer 507 (decision 092). */
  storageQuotaBytes: number;
  /** Free bytes the data disk keeps (room for PGlite's WAL); uploads stop before going below. */
  storageMinFreeBytes: number;
  /** The assessment roll year (lien date Jan 1); from the data's own dates when unset. */
  rollYear: number | undefined;
  webDistDir: string;
  /** How long videos and tour captures are kept, and the sweep's interval (decision 115). */
  retention: { videoDays: number; captureDays: number; sweepIntervalMs: number };
  /** Days an anonymous analysis job is kept after its last run unless referenced (decision 128). */
  analysisJobTtlDays: number;
  /** Watches (decision 228): the reminder sweep's interval (0 = none here) and the postal address in every reminder. */
  watches: { sweepIntervalMs: number; postalAddress: string; unsubscribeMailto: string | null };
  /** RentCast property records when RENTCAST_API_KEY is set, and what calling it may cost (config/rentcast.ts, decisions 118, 210). */
  rentcast: RentcastConfig | undefined;
  /** The MLS's RESO Web API when RESO_BASE_URL is set: the sync of closed sales (config/reso.ts, decision 232). */
  reso: ResoConfig | undefined;
}

export class ConfigError extends Error {}

/** The signing secret: from JWT_SECRET, else generated once and kept (mode 0600) under DATA_DIR. */
function resolveJwtSecret(given: string | undefined, dataDir: string): string {
  if (given) return given;
  const file = join(dataDir, 'secrets', 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** Parses and checks every setting once; throws a ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const rentcast = rentcastConfigFrom(env);
  if (rentcast.issues.length > 0)
    throw new ConfigError(`Invalid configuration:\n${rentcast.issues.join('\n')}`);
  const reso = resoConfigFrom(env);
  if (reso.issues.length > 0) throw new ConfigError(`Invalid configuration:\n${reso.issues.join('\n')}`);
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required in production with DATABASE_URL (every instance must share it)',
    );
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
    );
  }
  // The sandbox checkout accepts public test cards: in production it would give plans away (decision 094).
  if (e.NODE_ENV === 'production' && !e.STRIPE_SECRET_KEY && !e.ALLOW_SANDBOX_PAYMENTS) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: required in production (the sandbox checkout takes test cards); set ALLOW_SANDBOX_PAYMENTS=true to run a demo on it',
    );
  }
  // Reminder mail must carry the sender's real postal address (CAN-SPAM, decision 228).
  if (e.NODE_ENV === 'production' && e.SMTP_URL && !e.BROKERAGE_POSTAL_ADDRESS) {
    throw new ConfigError(
      "Invalid configuration:\n  BROKERAGE_POSTAL_ADDRESS: required in production when SMTP_URL sends mail (every reminder carries the brokerage's postal address)",
    );
  }
  if (e.MAP_TILE_URL && !e.MAP_TILE_ATTRIBUTION?.trim()) {
    throw new ConfigError(
      "Invalid configuration:\n  MAP_TILE_ATTRIBUTION: required when MAP_TILE_URL is set (a tile source's licence asks for it)",
    );
  }
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    );
  }
  // Relative to where the user ran npm (INIT_CWD), so `npm start` and `npm run import` share ./data.
  const dataDir = resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    pgliteFsync: e.PGLITE_FSYNC,
    pgliteWorker: e.PGLITE_WORKER,
    readCopies: e.READ_COPIES
      ? { copies: e.READ_COPIES !== 'off', rememberedReads: e.READ_COPIES === 'on' }
      : { copies: e.NODE_ENV !== 'test', rememberedReads: true },
    webConcurrency: e.WEB_CONCURRENCY,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      bodyIdleTimeoutMs: e.HTTP_BODY_IDLE_TIMEOUT_MS,
      bodyTimeoutMs: e.HTTP_BODY_TIMEOUT_MS,
      uploadBodyTimeoutMs: e.UPLOAD_BODY_TIMEOUT_MS,
    },
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    jwtSecret: resolveJwtSecret(e.JWT_SECRET, dataDir),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    authRateLimit: {
      perIp: e.AUTH_RATE_LIMIT_PER_IP,
      perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
      windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    },
    analysisRateLimitPerMinute: e.ANALYSIS_RATE_LIMIT_PER_MINUTE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactTo: e.CONTACT_TO,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    mapTiles: e.MAP_TILE_URL
      ? {
          url: e.MAP_TILE_URL,
          attribution: e.MAP_TILE_ATTRIBUTION!.trim(),
          origin: tileOrigin(e.MAP_TILE_URL),
        }
      : null,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApiBase: e.STRIPE_API_BASE,
    allowSandboxPayments: e.ALLOW_SANDBOX_PAYMENTS,
    openai: {
      baseUrl: e.OPENAI_BASE_URL,
      apiKey: e.OPENAI_API_KEY,
      model: e.OPENAI_MODEL,
      timeoutMs: e.OPENAI_TIMEOUT_MS,
    },
    tour: { workers: e.TOUR_WORKERS, queueMax: e.TOUR_QUEUE_MAX },
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    demoDatasetSize: e.DEMO_DATASET_SIZE,
    videoMaxBytes: e.VIDEO_MAX_BYTES,
    storageQuotaBytes: e.STORAGE_QUOTA_BYTES,
    storageMinFreeBytes: e.STORAGE_MIN_FREE_BYTES,
    rollYear: e.ROLL_YEAR,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : resolve(serverRoot(), '../web/dist'),
    retention: {
      videoDays: e.RETENTION_VIDEO_DAYS,
      captureDays: e.RETENTION_CAPTURE_DAYS,
      sweepIntervalMs: e.RETENTION_SWEEP_INTERVAL_MINUTES * 60_000,
    },
    analysisJobTtlDays: e.ANALYSIS_JOB_TTL_DAYS,
    watches: {
      sweepIntervalMs: e.WATCH_SWEEP_INTERVAL_MINUTES * 60_000,
      postalAddress: e.BROKERAGE_POSTAL_ADDRESS ?? 'postal address not configured (BROKERAGE_POSTAL_ADDRESS)',
      unsubscribeMailto: e.UNSUBSCRIBE_MAILTO ?? null,
    },
    rentcast: rentcast.config,
    reso: reso.config,
  };
}
