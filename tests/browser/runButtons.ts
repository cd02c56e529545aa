import fs from 'node:fs';
import path from 'node:path';
import type {Version} from '../../src/samples/shared/versions.mjs';
import {VERSION_ROWS} from './versionRows';

// Where the browser tests find a sample to run: each docs version's folder in the build (the version served at /docs/
// holds the others' folders, left out by `exclude`), and the lightest page in it whose HTML has a Run button.
// Read from the versions table.

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** '/docs/next/' -> 'docs/next' */
const folderOf = (root: string): string => root.slice(1, -1);

export const DOCS_BUILD_DIRS: {version: Version; label: string; docsDir: string; workspaceDir: string; samplesDir: string; exclude: RegExp}[] = VERSION_ROWS.map((row) => ({
  version: row.version,
  label: row.label,
  workspaceDir: row.workspaceDir,
  samplesDir: row.samplesDir,
  docsDir: folderOf(row.root),
  exclude: row.last
    ? new RegExp(`^(${VERSION_ROWS.filter((other) => !other.last).map((other) => escape(folderOf(other.root).slice(folderOf(row.root).length + 1))).join('|')})/`)
    : /^$/,
}));

/**
 * The pages (in file order) under `docsDir` of the build, each with its route and HTML; migration guides, which show
 * samples of two releases, are left out unless `guides` is set.
 */
export function docsPages(buildDir: string, docsDir: string, exclude: RegExp, {guides = false}: {guides?: boolean} = {}): {route: string; html: string}[] {
  const dir = path.join(buildDir, docsDir);
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('index.html') && !exclude.test(f) && (guides || !f.includes('migrating')))
    .sort()
    .map((f) => ({route: `/${docsDir}/${path.dirname(f)}/`.replace(/\/\.\/$/, '/'), html: fs.readFileSync(path.join(dir, f), 'utf8')}));
}

/**
 * The page under `docsDir` of the build with the smallest HTML among those with a Run button (docsPages), and that
 * button's name ("Run <file>"). The smallest: the tests that only need a runner load it many times, and a page of
 * many samples takes seconds to hydrate on a loaded machine (ties go to the first in file order).
 */
export function pageWithRunButton(
  buildDir: string,
  docsDir: string,
  exclude: RegExp,
  options: {guides?: boolean} = {},
): {route: string; button: string} | undefined {
  let found: {route: string; button: string; size: number} | undefined;
  for (const {route, html} of docsPages(buildDir, docsDir, exclude, options)) {
    const button = /aria-label="(Run [^"]+)"/.exec(html)?.[1];
    if (button !== undefined && (found === undefined || html.length < found.size)) found = {route, button, size: html.length};
  }
  return found && {route: found.route, button: found.button};
}
