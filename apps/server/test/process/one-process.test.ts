/**
 * One process per embedded database folder (issue 49 item 12, decision 208), with real processes on
 * one DATA_DIR: the server and a command, two servers, two commands, and a holder killed with SIGKILL.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockFileOf } from '../../src/db/data-dir-lock.ts';
import { tempDataDir } from '../resilience/data-dir.ts';
import { freePort, json, repoRoot, type ServerProcess, startServer } from '../resilience/server-process.ts';

const cliDir = join(repoRoot, 'apps/server/src/cli');

/** A command as `npm run operator` / `npm run import` run it: its own process on DATA_DIR. */
const runCli = (dataDir: string, script: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(cliDir, script), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', INIT_CWD: dataDir },
    encoding: 'utf8',
    timeout: 170_000,
  });

const soldCsv = (dir: string) => {
  const file = join(dir, 'sold.csv');
  writeFileSync(
    file,
    [
      'address,zipCode,city,state,price,bed,bath,sqft,pricePerSf,lotArea,lotAreaType,dateSold,dateSoldNumeric,zillowUrl,latitude,longitude,homeType,zestimate,rentZestimate',
      '"26920 Helmond Dr, Calabasas, CA 91301",91301,Calabasas,CA,950000,4,2,2375,400,7706,sqft,1/10/2023,,u,34.14,-118.71,SINGLE_FAMILY,,',
    ].join('\n'),
  );
  return file;
};

describe('the server holds its DATA_DIR: nothing else opens it meanwhile (decision 208)', () => {
  const data = tempDataDir('one-process');
  const email = `owner${Date.now()}@example.com`;
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: data.dir });
    const signedUp = await json(`${server.url}/api/auth/register/`, {
      method: 'POST',
      body: JSON.stringify({
        email,
        password: 'correct horse',
        profile: { first_name: 'Robin', phone_number: '' },
      }),
    });
    expect(signedUp.status).toBe(201);
  }, 300_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    data.remove();
  });

  it('server + command: npm run operator and npm run import are refused, naming the server and what to do', {
    timeout: 400_000,
  }, () => {
    const operator = runCli(data.dir, 'operator.ts', 'add', email);
    expect(operator.status).toBe(1);
    expect(operator.stderr).toContain(`is in use by the server (pid ${server.child.pid}`);
    expect(operator.stderr).toContain('stop the server first, run this again, then start the server again');
    expect(operator.stdout + operator.stderr).not.toContain('is now an operator');
    expect(operator.stdout + operator.stderr).not.toContain('No account uses');

    const imported = runCli(data.dir, 'import.ts', '--format', 'zillow', soldCsv(data.dir));
    expect(imported.status).toBe(1);
    expect(imported.stderr).toContain('Nothing imported: The embedded database in');
    expect(imported.stderr).toContain(`is in use by the server (pid ${server.child.pid}`);
    expect(imported.stderr).toContain("upload the file on the back office's Data page (/operator, Data)");
    expect(imported.stdout).not.toContain('sales added');
  });

  it('server + server: a second server on the same DATA_DIR refuses to start, the first carries on', {
    timeout: 200_000,
  }, async () => {
    const port = await freePort();
    const second = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'apps/server/src/server.ts')],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: data.dir,
          DEMO_DATASET_SIZE: '0',
          JWT_SECRET: 'resilience-test-secret-0123456789abcdef0123',
          ALLOW_SANDBOX_PAYMENTS: 'true',
        },
        encoding: 'utf8',
        timeout: 170_000,
      },
    );
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(
      `failed to start: The embedded database in ${join(data.dir, 'pglite')} is in use by the server (pid ${server.child.pid}`,
    );
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('a server killed with SIGKILL leaves a lock that does not block: the next command opens the folder', {
    timeout: 200_000,
  }, async () => {
    await server.stop('SIGKILL');
    expect(existsSync(lockFileOf(join(data.dir, 'pglite')))).toBe(true); // left behind by the dead server
    const operator = runCli(data.dir, 'operator.ts', 'add', email);
    expect(operator.stderr).toBe('');
    expect(operator.stdout).toContain(`${email} is now an operator.`);
    expect(operator.status).toBe(0);
    expect(existsSync(lockFileOf(join(data.dir, 'pglite')))).toBe(false); // released when it ended
  });
});

describe('command + command on one DATA_DIR (decision 208)', () => {
  const data = tempDataDir('one-command');
  let holder: ChildProcess | undefined;
  afterAll(() => {
    holder?.kill('SIGKILL');
    data.remove();
  });

  it('a command is refused while another holds the folder, and runs once that one is killed', {
    timeout: 400_000,
  }, async () => {
    // Another command holding the folder (as `npm run import` does for its whole run).
    const script = join(data.dir, 'hold.mjs');
    writeFileSync(
      script,
      `import { openDatabase } from ${JSON.stringify(join(repoRoot, 'apps/server/src/db/client.ts'))};
       await openDatabase({ dataDir: ${JSON.stringify(join(data.dir, 'pglite'))}, holder: 'npm run import' });
       console.log('open');
       setInterval(() => {}, 1000);`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: repoRoot, stdio: 'pipe' });
    holder = child;
    let out = '';
    child.stderr?.on('data', (d) => (out += d));
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (d) => {
        out += d;
        if (out.includes('open')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the holder exited with ${code}: ${out}`)));
    });

    const refused = runCli(data.dir, 'operator.ts', 'add', 'someone@example.com');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`is in use by npm run import (pid ${child.pid}`);
    expect(refused.stderr).toContain('wait for npm run import to finish (or stop it), then try again');

    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
    const after = runCli(data.dir, 'operator.ts', 'add', 'someone@example.com');
    // It opened the database: the account is simply not there.
    expect(after.stderr).toContain('No account uses someone@example.com.');
    expect(after.status).toBe(1);
  });
});
