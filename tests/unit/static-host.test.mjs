// scripts/static-host.mjs answers any request target a browser or a probe may send, with --headers as without: a
// path that is not valid percent-encoding, or a target that is no URL at all, gets the answer serve-handler gives it
// and the headers of the _headers rules that match it, and the host keeps serving.
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'static-host-'));
fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>home</title>');
fs.writeFileSync(path.join(site, '404.html'), '<!doctype html><title>not found</title>');
fs.mkdirSync(path.join(site, 'docs'));
fs.writeFileSync(path.join(site, 'docs', 'index.html'), '<!doctype html><title>docs</title>');
fs.writeFileSync(path.join(site, '_headers'), ['/*', '  X-Every-Path: yes', '/docs/*', '  X-Docs: yes', ''].join('\n'));

/** @type {import('node:child_process').ChildProcess[]} */
const hosts = [];
after(() => {
  for (const host of hosts) host.kill();
  fs.rmSync(site, {recursive: true, force: true});
});

/**
 * Starts the host as the tests and the benches do (its own process: an exception it does not catch ends it).
 * @param {string[]} args
 */
async function startHost(args) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/static-host.mjs'), site, '--port', '0', ...args], {stdio: ['ignore', 'pipe', 'pipe']});
  hosts.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const url = await new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
      const match = /at (http:\/\/\S+?)\/(?:\s|$)/.exec(stdout);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`static-host.mjs exited with ${code} before listening: ${stderr}`)));
  });
  return {url: new URL(url), child, stderr: () => stderr};
}

/**
 * One request with `target` as written on the request line (fetch would normalize it).
 * @param {URL} host
 * @param {string} target
 * @returns {Promise<{status: number, headers: http.IncomingHttpHeaders}>}
 */
function get(host, target) {
  return new Promise((resolve, reject) => {
    const request = http.get({host: host.hostname, port: host.port, path: target, agent: false}, (response) => {
      response.resume();
      response.once('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers}));
    });
    request.once('error', (error) => reject(new Error(`${target}: ${error.message}`)));
  });
}

const MALFORMED = ['/%E0%A4%A/', '/docs/%E0%A4%A/', '/%', '/%ZZ/', '/docs/%C0%AF', '//[', '/docs/%/'];

test('with --headers, a malformed path is answered as without, with the headers of its rules, and the host keeps serving', async () => {
  const plain = await startHost([]);
  const withHeaders = await startHost(['--headers']);
  for (const target of MALFORMED) {
    const expected = await get(plain.url, target);
    const answer = await get(withHeaders.url, target).catch((/** @type {Error} */ error) => ({error: `${error.message}; host stderr: ${withHeaders.stderr()}`}));
    assert.ok('status' in answer, `no answer to ${target}: ${'error' in answer ? answer.error : ''}`);
    assert.equal(answer.status, expected.status, `status of ${target}`);
    assert.equal(answer.headers['x-every-path'], 'yes', `the /* rule's header on ${target}`);
    assert.equal(answer.headers['x-docs'], target.startsWith('/docs/') ? 'yes' : undefined, `the /docs/* rule's header on ${target}`);
  }
  assert.equal(withHeaders.child.exitCode, null, 'the host is still running');
  const home = await get(withHeaders.url, '/');
  assert.equal(home.status, 200);
  assert.equal(home.headers['x-every-path'], 'yes');
  const docs = await get(withHeaders.url, '/docs/');
  assert.equal(docs.headers['x-docs'], 'yes');
});
