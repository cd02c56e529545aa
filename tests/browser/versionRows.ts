import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {Version} from '../../src/samples/shared/versions.mjs';

// The docs versions table (src/siteData/versions.mjs, through src/samples/shared/versions.mjs), for specs that make
// one test per version and so need it while Playwright collects them, before any test runs. A static import of the
// .mjs file would load it as CommonJS (Playwright compiles imports to require()), after which a module that imports
// it with import() (tests/browser/siteData.ts) finds no named exports; a child Node prints the rows as JSON instead.

export interface VersionRow {
  name: string;
  label: string;
  /** The examples workspace's id, e.g. 'v7'. */
  version: Version;
  /** Its workspace folder and samples folder (workspaceDir, samplesDir): 'examples/v7', 'examples/v7/src/'. */
  workspaceDir: string;
  samplesDir: string;
  /** Where its pages are published, e.g. '/docs/next/'. */
  root: string;
  /** Served at /docs/. */
  last: boolean;
}

const SCRIPT = `import('./src/samples/shared/versions.mjs').then(({DOCS_VERSIONS, LAST_VERSION, samplesDir, versionOfWorkspace, versionRoot, workspaceDir}) =>
  process.stdout.write(JSON.stringify(DOCS_VERSIONS.map((v) => ({
    name: v.name, label: v.label, version: versionOfWorkspace(v.workspace), root: versionRoot(v), last: v === LAST_VERSION,
    workspaceDir: workspaceDir(versionOfWorkspace(v.workspace)), samplesDir: samplesDir(versionOfWorkspace(v.workspace)),
  })))));`;

/** Every docs version, in the table's order. */
export const VERSION_ROWS: VersionRow[] = JSON.parse(execFileSync(process.execPath, ['-e', SCRIPT], {cwd: path.resolve(__dirname, '../..'), encoding: 'utf8'}));
