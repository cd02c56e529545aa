// What the docs say about the API across releases agrees with the API history: "new in 8.x" / "arrives in" / "added
// in", "removed", "no longer exported", "no v6 counterpart", "renamed" in every page of every docs version (the migration guides,
// the error references and the API pages among them) are read by scripts/api-history/statements.mjs and checked
// against src/siteData/api-history.json; a statement the data contradicts fails with the page's file:line.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {checkStatements} from '../../scripts/api-history/statements.mjs';
import {lineOf, readApiHistory} from '../../src/remark/apiHistory/data.mjs';
import {DOCS_VERSIONS} from '../../src/siteData/versions.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const {lines} = readApiHistory(ROOT);

/** @param {string} dir @returns {string[]} the Markdown files under dir */
const pagesUnder = (dir) =>
  fs.readdirSync(dir, {withFileTypes: true}).flatMap((d) => (d.isDirectory() ? pagesUnder(path.join(dir, d.name)) : /\.mdx?$/.test(d.name) ? [path.join(dir, d.name)] : []));

for (const version of DOCS_VERSIONS) {
  test(`${version.label}: every cross-release statement of the docs agrees with the API history`, () => {
    const findings = pagesUnder(path.join(ROOT, version.contentDir)).flatMap((file) =>
      checkStatements(fs.readFileSync(file, 'utf8'), file, lineOf(version, ROOT), lines).map(
        (f) => `${path.relative(ROOT, file)}:${f.line}: ${f.problem}\n    ${f.text}`,
      ),
    );
    assert.deepEqual(findings, []);
  });
}

test('the statements read are the ones written: a false one of each kind is found', () => {
  const findings = checkStatements(
    [
      'These have no v6 counterpart:',
      '',
      '- **`isCurrentBound()`**: looks only at the container itself.',
      '- **`@injectable(scope)`**: a class declares its own scope.',
      '',
      'New in 8.x, `context.getActivations(serviceIdentifier)` returns the activations.',
      'The `jitless` option is added in 8.2.0.',
      '`isBound` is removed.',
    ].join('\n'),
    'docs/guides/migrating-from-v6.mdx',
    '8.x',
    lines,
  );
  assert.deepEqual(
    findings.map((f) => [f.line, f.problem]),
    [
      [3, '`isCurrentBound()` is in 6.2.2 (Container.isCurrentBound)'],
      [6, '`context.getActivations(serviceIdentifier)` arrives in 8.2.1: name that release'],
      [8, '`isBound` is still in 8.2.3 (Container.isBound)'],
    ],
  );
});

test('a rename is read in each of its forms, and one the data contradicts is found with its line', () => {
  const findings = checkStatements(
    [
      'The `autoBindInjectable` option is now `autobind`.',
      '`isBound` was renamed to `isCurrentBound`.',
      '`whenNamed` (renamed from `whenTargetNamed`) takes a name; `getTagged` (renamed from `getNamed`) is gone.',
      'The module options rename `rebindSync`/`unbindSync` to `rebind`/`unbind` and `rebind`/`unbind` to `rebindAsync`/`unbindAsync`.',
      'The helper methods were renamed:',
      '',
      '| inversify 6 | inversify 8 |',
      '|---|---|',
      '| `whenInjectedInto` | `whenParentIs` |',
      '| `whenTargetIsDefault` | `whenFrobnicated` |',
      '',
      'The `jitless` option is now `true` by default; `defaultScope` is now `\'Singleton\' | \'Transient\'`.',
    ].join('\n'),
    'docs/guides/migrating-from-v6.mdx',
    '8.x',
    lines,
  );
  assert.deepEqual(
    findings.map((f) => [f.line, f.problem]),
    [
      [2, '`isBound` is still in 8.2.3 (Container.isBound)'],
      [2, '`isCurrentBound` is in 6.2.2 already (Container.isCurrentBound)'],
      [3, '`getTagged` is not in 8.2.3'],
      [4, '`rebindSync` is not in 6.2.2: nothing was renamed from it'],
      [4, '`unbindSync` is not in 6.2.2: nothing was renamed from it'],
      [4, '`rebindAsync` is in 6.2.2 already (Container.rebindAsync)'],
      [4, '`unbindAsync` is in 6.2.2 already (Container.unbindAsync)'],
      [10, '`whenFrobnicated` is not in 8.2.3'],
    ],
  );
});
