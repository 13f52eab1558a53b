// The built web app (apps/web/dist) holds no server secret: no key-shaped strings, no server
// setting names, no server module bundled in, and none of the secret values this machine's
// environment carries. With SECURITY_FULL=1 it also builds the app with canary secrets in the
// environment and checks none of them lands in the bundle.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from './state-snapshot.ts';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const dist = join(repoRoot, 'apps/web/dist');
const built = existsSync(join(dist, 'index.html'));
if (!built) console.warn(`client bundle scan skipped: ${dist} is not built (run \`npm run build\` first)`);

/** Shapes of real credentials. */
const SECRET_SHAPES: [string, RegExp][] = [
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['a Stripe secret or restricted key', /\b(sk|rk)_(live|test)_[A-Za-z0-9]{10,}/],
  ['a Stripe webhook secret', /\bwhsec_[A-Za-z0-9]{10,}/],
  ['an OpenAI-style API key', /\bsk-(proj-)?[A-Za-z0-9_-]{32,}/],
  ['a Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
  ['an AWS access key id', /\b(AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['a database URL with a password', /postgres(ql)?:\/\/[^\s"'`:/]+:[^\s"'`@/]+@/],
  ['an SMTP URL with a password', /smtps?:\/\/[^\s"'`:/]+:[^\s"'`@/]+@/],
];

/** Server settings and server-only modules: their names in the bundle mean server code was bundled. */
const SERVER_ONLY = [
  'JWT_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'OPENAI_API_KEY',
  'S3_SECRET_ACCESS_KEY',
  'SMTP_URL',
  'DATABASE_URL',
  'GOOGLE_MAPS_API_KEY',
  '@node-rs/argon2',
  '@electric-sql/pglite',
  'drizzle-orm',
  'nodemailer',
  'apps/server/src',
];

const SECRET_ENV = [
  'JWT_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'OPENAI_API_KEY',
  'S3_SECRET_ACCESS_KEY',
  'SMTP_URL',
  'DATABASE_URL',
  'GOOGLE_MAPS_API_KEY',
];

function scan(folder: string, extraValues: string[] = []): string[] {
  const findings: string[] = [];
  for (const file of listFiles(folder)) {
    if (!/\.(js|mjs|css|html|map|json|txt|svg)$/.test(file)) continue;
    const text = readFileSync(join(folder, file), 'utf8');
    for (const [what, pattern] of SECRET_SHAPES) if (pattern.test(text)) findings.push(`${file}: ${what}`);
    for (const name of SERVER_ONLY)
      if (text.includes(name)) findings.push(`${file}: mentions server-only ${name}`);
    for (const value of extraValues)
      if (value.length >= 8 && text.includes(value))
        findings.push(`${file}: holds a secret value from the environment`);
  }
  return findings;
}

describe.skipIf(!built)('the built client bundle', () => {
  it('holds no credential, no server setting and no server module', () => {
    const fromEnv = SECRET_ENV.map((name) => process.env[name]).filter((v): v is string => Boolean(v));
    expect(scan(dist, fromEnv)).toEqual([]);
  });

  it('holds no copy of a generated signing secret of a local data folder', () => {
    const values = [
      join(repoRoot, 'data/secrets/jwt-secret'),
      join(repoRoot, 'apps/server/data/secrets/jwt-secret'),
    ]
      .filter(existsSync)
      .map((f) => readFileSync(f, 'utf8').trim());
    expect(scan(dist, values)).toEqual([]);
  });
});

describe.skipIf(!process.env.SECURITY_FULL)('a build with canary secrets in its environment', () => {
  it('leaks none of them', { timeout: 600_000 }, () => {
    const out = mkdtempSync(join(tmpdir(), 'homie-canary-build-'));
    const canaries: Record<string, string> = {
      JWT_SECRET: 'canary-jwt-secret-3f9a7c1e2b4d6f8091a2b3c4d5e6f708',
      STRIPE_SECRET_KEY: 'sk_test_canary51Hx9QeLq2w3e4r5t6y7u8i9o',
      STRIPE_WEBHOOK_SECRET: 'whsec_canaryQeLq2w3e4r5t6y7u8i9o0p',
      OPENAI_API_KEY: 'sk-canaryproj0123456789abcdefghijklmnopqrstuv',
      GOOGLE_MAPS_API_KEY: 'AIzaCanary0123456789abcdefghijklmnopqrs',
      DATABASE_URL: 'postgres://homie:canary-db-password@db.internal:5432/homie',
      S3_SECRET_ACCESS_KEY: 'canary/s3/secret/0123456789abcdefghijklmn',
      SMTP_URL: 'smtp://mailer:canary-smtp-password@smtp.internal:587',
    };
    try {
      const build = spawnSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir'], {
        cwd: join(repoRoot, 'apps/web'),
        env: { ...process.env, ...canaries },
        encoding: 'utf8',
      });
      expect(build.status, build.stderr).toBe(0);
      expect(scan(out, Object.values(canaries))).toEqual([]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
