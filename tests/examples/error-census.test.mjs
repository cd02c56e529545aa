// The error reference of each version against the release's code: every place the installed release throws or
// creates an error (./errorCensus.mjs finds them) is a row of examples/vN/src/api/errors/CENSUS.md, which either names
// the entries of the version's api/errors.mdx that document it or says why it is left out; no row names a site the
// release does not have, and every entry that documents a message of the release is named by some row.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parseCensus, throwSites} from './errorCensus.mjs';
import {parseErrorReference, ERRORS_PAGE} from '../../src/samples/build/errorEntries.mjs';
import {DOCS_VERSIONS} from '../../src/siteData/versions.mjs';
import {SAMPLES_FILTER, pathSelected, workspaceSelected} from './filters.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

// SAMPLES=v7 narrows the run to one workspace, as it does for the sample tests.
const selected = DOCS_VERSIONS.filter((v) => workspaceSelected(path.basename(v.workspace)));

// SAMPLES_FILTER narrows it to the workspaces whose census path it matches (e.g. api/errors).

for (const version of selected) {
  const census = path.join(ROOT, version.workspace, 'src/api/errors/CENSUS.md');
  const skip = pathSelected(path.relative(ROOT, census)) ? false : `SAMPLES_FILTER=${SAMPLES_FILTER} leaves out ${path.relative(ROOT, census)}`;
  test(`${version.label}: every throw site of the release is documented or left out with a reason`, {skip}, () => {
    const rows = parseCensus(fs.readFileSync(census, 'utf8'));
    const sites = throwSites(version.workspace).map((s) => s.site);
    assert.ok(sites.length > 0, `throw sites found in ${version.workspace}'s release`);
    const listed = rows.map((row) => row.site);
    assert.deepEqual(
      {missing: sites.filter((site) => !listed.includes(site)), unknown: listed.filter((site) => !sites.includes(site))},
      {missing: [], unknown: []},
      `${path.relative(ROOT, census)} lists exactly the release's throw sites`,
    );
    assert.equal(new Set(listed).size, listed.length, 'each site once');

    const entries = parseErrorReference(fs.readFileSync(path.join(ROOT, version.contentDir, ERRORS_PAGE), 'utf8'));
    const ids = new Set(entries.map((entry) => entry.id));
    const named = new Set();
    for (const row of rows) {
      const anchors = row.entry.split(/\s+/).filter(Boolean);
      assert.ok(anchors.length > 0 || row.reason.length > 0, `${row.site}: an entry or the reason it is left out`);
      assert.ok(!(anchors.length > 0 && row.reason.length > 0), `${row.site}: documented or left out, not both`);
      for (const anchor of anchors) {
        assert.match(anchor, /^#[\w-]+$/, `${row.site}: entries are #anchors`);
        assert.ok(ids.has(anchor.slice(1)), `${row.site}: ${anchor} is an entry of ${version.contentDir}/${ERRORS_PAGE}`);
        named.add(anchor.slice(1));
      }
    }
    // An entry with a message template documents something the release throws: the census must say where.
    const unnamed = entries.filter((entry) => entry.templates.length > 0 && !named.has(entry.id)).map((entry) => entry.id);
    assert.deepEqual(unnamed, [], 'every entry with a message is the documentation of some throw site');
  });
}
