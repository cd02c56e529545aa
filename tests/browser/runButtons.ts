import fs from 'node:fs';
import path from 'node:path';
import {DOCS_VERSIONS, LAST_VERSION, versionOfWorkspace, versionRoot, type Version} from '../../src/samples/shared/versions.mjs';

// Where the browser tests find a sample to run: each docs version's folder in the build (the version served at /docs/
// holds the others' folders, left out by `exclude`), and the first page in it whose HTML has a Run button.
// Read from the versions table (a static import of an .mjs file: Node loads it with require()).

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const DOCS_BUILD_DIRS: {version: Version; label: string; docsDir: string; exclude: RegExp}[] = DOCS_VERSIONS.map((docs) => ({
  version: versionOfWorkspace(docs.workspace),
  label: docs.label,
  // '/docs/next/' -> 'docs/next'
  docsDir: versionRoot(docs).slice(1, -1),
  exclude:
    docs === LAST_VERSION
      ? new RegExp(`^(${DOCS_VERSIONS.filter((other) => other !== LAST_VERSION).map((other) => escape(other.path)).join('|')})/`)
      : /^$/,
}));

/**
 * The first page (in file order) under `docsDir` of the build whose HTML has a Run button, and that button's name
 * ("Run <file>"); migration guides, which show samples of two releases, are left out unless `guides` is set.
 */
export function pageWithRunButton(
  buildDir: string,
  docsDir: string,
  exclude: RegExp,
  {guides = false}: {guides?: boolean} = {},
): {route: string; button: string} | undefined {
  const dir = path.join(buildDir, docsDir);
  const pages = fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('index.html') && !exclude.test(f) && (guides || !f.includes('migrating')))
    .sort();
  for (const page of pages) {
    const button = /aria-label="(Run [^"]+)"/.exec(fs.readFileSync(path.join(dir, page), 'utf8'))?.[1];
    if (button !== undefined) return {route: `/${docsDir}/${path.dirname(page)}/`.replace(/\/\.\/$/, '/'), button};
  }
  return undefined;
}
