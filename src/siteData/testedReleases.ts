// The inversify release each docs version is tested against, read from the version's examples workspace so
// the footer can never claim a version the samples were not run with. Node only (the config reads it).
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_VERSIONS, LAST_VERSION} from './versions.mjs';

export interface TestedRelease {
  /** The version's label, e.g. '7.x'. */
  label: string;
  /** The inversify release its samples are compiled and run against, e.g. '7.11.0'. */
  release: string;
  /** The version served at /docs/. */
  isLast: boolean;
}

const releaseOf = (workspace: string): string =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../..', workspace, 'package.json'), 'utf8')).dependencies.inversify;

/** In the footer's order: the version at /docs/ first, then the others as the dropdown lists them. */
export const testedReleases: TestedRelease[] = [LAST_VERSION, ...DOCS_VERSIONS.filter((v) => v !== LAST_VERSION)].map(
  (version) => ({label: version.label, release: releaseOf(version.workspace), isLast: version === LAST_VERSION}),
);
