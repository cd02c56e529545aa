// The rules for the code fences of a page, checked by embedding.test.mjs (every page) and `npm run check` (one page):
// pages may not carry hand-written library code; every TypeScript/JavaScript fence that uses inversify must be
// embedded from a tested file of the workspace matching the page's version.
import fs from 'node:fs';
import path from 'node:path';
import {allowedWorkspaces, listCodeFences, loadSample, parseSampleMeta, workspaceOf} from '../../src/samples/build/samples.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CODE_LANGS = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript', 'mjs', 'cjs']);
// Names a reader would only write when using the library.
const USES_LIBRARY =
  /inversify|@(?:inject|injectable|multiInject|optional|postConstruct|preDestroy|named|tagged|unmanaged|injectFromBase|injectFromHierarchy)\b|new Container\b|ContainerModule|\.bind\s*[<(]|\.get(?:Async|All|AllAsync)?\s*[<(]/;

/**
 * What breaks the rules in a content file's fences, each as `file:line: …`; empty when it keeps them.
 * @param {string} file relative to the site root
 * @returns {{line: number, message: string}[]}
 */
export function fenceProblems(file) {
  /** @type {{line: number, message: string}[]} */
  const problems = [];
  for (const fence of listCodeFences(fs.readFileSync(path.join(ROOT, file), 'utf8'))) {
    const at = `${file}:${fence.line}`;
    const ref = parseSampleMeta(fence.meta);
    if (ref !== undefined) {
      const workspace = workspaceOf(ref.file);
      if (!allowedWorkspaces(file).includes(workspace)) {
        problems.push({line: fence.line, message: `${at} embeds ${ref.file}, but this page may only show samples from ${allowedWorkspaces(file).join(' or ')}`});
      }
      try {
        loadSample(ROOT, ref);
      } catch (error) {
        problems.push({line: fence.line, message: `${at}: ${/** @type {Error} */ (error).message}`});
      }
    } else if (CODE_LANGS.has(fence.lang) && USES_LIBRARY.test(fence.body)) {
      problems.push({line: fence.line, message: `${at} has an inline ${fence.lang} block that uses the library: move it to examples/ and embed it with file=`});
    }
  }
  return problems;
}
