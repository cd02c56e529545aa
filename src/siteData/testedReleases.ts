// The inversify release each docs version is tested against, read from the examples workspaces so the
// footer can never claim a version the samples were not run with.
import fs from 'node:fs';
import path from 'node:path';

const releaseOf = (workspace: string): string =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../examples', workspace, 'package.json'), 'utf8')).dependencies
    .inversify;

export const testedReleases = {
  next: releaseOf('v8'),
  '7.x': releaseOf('v7'),
  '6.x': releaseOf('v6'),
};
