#!/usr/bin/env node
// Can PGlite's fsync be turned on, and what does it cost? Runs N single-row commits on a PGlite
// folder three ways and prints commits/s and (when strace is installed) the fsync system calls
// actually made. See docs/decisions/080-pglite-durability.md.
//   default   PGlite's own start parameters (-F: fsync off)
//   fsync-on  without -F, wal_sync_method=fsync: PostgreSQL asks for fsync...
//   patched   ...and Emscripten's NODEFS is given the fsync it lacks, so the calls reach the disk
// Usage: node scripts/quality/pglite-fsync-probe.mjs [commits=300]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(join(import.meta.dirname, '../../apps/server/package.json'));
const commits = Number(process.argv[3] ?? process.argv[2] ?? 300);

if (process.argv[2] === '--child') {
  const mode = process.argv[4];
  const { PGlite } = await import(require.resolve('@electric-sql/pglite'));
  // PGlite 0.5's defaultStartParams (not exported; -F turns fsync off), shared with db/client.ts.
  const base = JSON.parse(
    fs.readFileSync(join(import.meta.dirname, '../../apps/server/src/db/pglite-start-params.json'), 'utf8'),
  );
  const startParams =
    mode === 'default'
      ? base
      : [...base.filter((p) => p !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];
  const dir = fs.mkdtempSync(join(tmpdir(), `pglite-fsync-${mode}-`));
  const db = await PGlite.create({ dataDir: dir, startParams });
  if (mode === 'patched') {
    const ops = db.mod.FS.streams.find((s) => s && s.nfd !== undefined)?.stream_ops;
    if (!ops) throw new Error('no NODEFS stream found to patch');
    ops.fsync = (stream) => {
      fs.fsyncSync(stream.nfd);
      return 0;
    };
  }
  await db.exec('create table t (id serial primary key, v text)');
  const t0 = performance.now();
  for (let i = 0; i < commits; i++) await db.query('insert into t (v) values ($1)', [`row ${i}`]);
  const ms = performance.now() - t0;
  const fsyncSetting = (await db.query('show fsync')).rows[0].fsync;
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(
    JSON.stringify({
      mode,
      fsyncSetting,
      commits,
      ms: Math.round(ms),
      perSecond: Math.round((commits * 1000) / ms),
    }),
  );
  process.exit(0);
}

const hasStrace = spawnSync('strace', ['-V']).status === 0;
console.log(
  `PGlite durability probe: ${commits} single-row commits per mode${hasStrace ? ' (fsync calls counted with strace)' : ''}`,
);
for (const mode of ['default', 'fsync-on', 'patched']) {
  const args = [import.meta.filename, '--child', String(commits), mode];
  const traceFile = join(tmpdir(), `pglite-fsync-${mode}-${process.pid}.strace`);
  const run = hasStrace
    ? spawnSync(
        'strace',
        ['-f', '-c', '-o', traceFile, '-e', 'trace=fsync,fdatasync', process.execPath, ...args],
        { encoding: 'utf8' },
      )
    : spawnSync(process.execPath, args, { encoding: 'utf8' });
  const line = run.stdout.trim().split('\n').pop() ?? '';
  let result;
  try {
    result = JSON.parse(line);
  } catch {
    console.log(`${mode}: failed\n${run.stderr}`);
    continue;
  }
  let syncs = 'n/a';
  if (hasStrace && fs.existsSync(traceFile)) {
    const trace = fs.readFileSync(traceFile, 'utf8');
    // strace -c rows: % time, seconds, usecs/call, calls, [errors], syscall
    syncs = String(
      trace
        .split('\n')
        .map((row) => row.trim().split(/\s+/))
        .filter((cols) => cols.length >= 5 && ['fsync', 'fdatasync'].includes(cols.at(-1)))
        .reduce((n, cols) => n + Number(cols[3]), 0),
    );
    fs.rmSync(traceFile, { force: true });
  }
  console.log(
    `${mode.padEnd(9)} fsync=${result.fsyncSetting.padEnd(3)} ${String(result.perSecond).padStart(6)} commits/s  fsync calls: ${syncs}`,
  );
}
