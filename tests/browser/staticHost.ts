import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';

// A second build served beside the one under test, by the project's static host (scripts/static-host.mjs, as the
// deploy host serves it) in a process of its own.

const SERVER = path.resolve(__dirname, '../../scripts/static-host.mjs');

/** Serves `dir` on `port` (with `args` such as --headers); resolves once it listens. */
export function serveBuild(dir: string, port: number, args: string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVER, dir, '--port', String(port), ...args], {stdio: ['ignore', 'pipe', 'inherit']});
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    // A server that cannot listen exits: fail at once rather than at the hook's timeout.
    child.once('exit', (code) => reject(new Error(`static-host.mjs ${args.join(' ')} exited with ${code} before listening on ${port}`)));
    child.stdout!.once('data', () => resolve(child));
  });
}
