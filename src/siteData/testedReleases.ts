// The release lines with the inversify release each is tested against, read from its examples workspace so the footer
// can never claim a release the samples were not run with. Node only (the config reads it and gives it to pages).
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_VERSIONS, LAST_VERSION} from './versions.mjs';
import {releaseLineOf, type ReleaseLine} from './releaseLines.mjs';

export interface TestedRelease extends ReleaseLine {
  /** The line whose docs are served at /docs/. */
  isLast: boolean;
}

const inversifyOf = (workspace: string): string =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../..', workspace, 'package.json'), 'utf8')).dependencies.inversify;

/** In the footer's order: the line at /docs/ first, then the others as the version dropdown lists them. */
export const testedReleases: TestedRelease[] = [LAST_VERSION, ...DOCS_VERSIONS.filter((v) => v !== LAST_VERSION)].map((version) => ({
  ...releaseLineOf(version),
  inversify: inversifyOf(version.workspace),
  isLast: version === LAST_VERSION,
}));
