// `npm run site` (and the npm scripts it runs) stop the server on SIGTERM and SIGINT sent to npm: npm hands
// the signal to its child, so each script execs its command rather than leaving a shell in between, which
// would exit and orphan the server. Serves a one-page directory (SITE_BUILD_DIR), so no build is needed.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {limitFor} from '../processes.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** A port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** @param {number} port */
async function answers(port) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/`)).status;
  } catch {
    return undefined;
  }
}

/**
 * @param {() => unknown} condition
 * @param {string} what
 * @param {number} seconds the limit (tests/processes.mjs scales it for a busy machine)
 */
async function until(condition, what, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${seconds} s waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  test(`npm run site stops serving on ${signal}`, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-signals-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>site</title>');
    const port = await freePort();
    const npm = spawn('npm', ['run', '--silent', 'site'], {
      cwd: root,
      env: {...process.env, SITE_BUILD_DIR: dir, PORT: String(port), HOST: '127.0.0.1'},
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true, // its own process group, so that cleanup can reach a server the signal left behind
    });
    let stderr = '';
    npm.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise((resolve) => npm.on('exit', resolve));
    try {
      await until(async () => (await answers(port)) === 200, `the server answers on port ${port}`, limitFor(3));
      npm.kill(signal);
      await exited;
      // npm has exited; the server it started must be gone with it.
      await until(async () => (await answers(port)) === undefined, `port ${port} is closed`, limitFor(0.5)).catch((error) => {
        throw new Error(`${error.message}: the server outlived npm. ${stderr}`);
      });
    } finally {
      try {
        process.kill(-(/** @type {number} */ (npm.pid)), 'SIGKILL');
      } catch {
        // the group is gone: nothing left behind
      }
      fs.rmSync(dir, {recursive: true, force: true});
    }
    assert.equal(await answers(port), undefined);
  });
}
