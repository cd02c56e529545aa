// The upgrade checklist's choice (src/components/UpgradeChecklist/choice.mjs): what an address may ask for, the query
// the page writes back, which steps a choice lists, and where each step links. Expectations come from the rules
// (src/upgrade/rules.mjs) and the versions table, never from counts written here; tests/browser/upgrade-checklist.spec.ts
// drives the same through the page.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DEFAULT_CHOICE, MAX_QUERY_LENGTH, choiceQuery, labelOfMajor, pathLabel, playgroundOf, readChoice, stepsFor} from '../../src/components/UpgradeChecklist/choice.mjs';
import {guideHref} from '../../src/upgrade/guides.mjs';
import {UPGRADE_FEATURES, UPGRADE_PATHS, pathKey, rulesFor} from '../../src/upgrade/rules.mjs';
import {DOCS_VERSIONS, LAST_VERSION, versionRoot} from '../../src/siteData/versions.mjs';
import {RELEASE_LINES, releaseLineOf} from '../../src/siteData/releaseLines.mjs';
import {readPlaygroundAddress} from '../../src/samples/shared/playgroundAddress.mjs';

const FEATURE_IDS = UPGRADE_FEATURES.map((feature) => feature.id);

test('a query names one of the upgrade paths and the features ticked; the page writes the same query back', () => {
  for (const path of UPGRADE_PATHS) {
    for (const uses of [[], FEATURE_IDS.slice(0, 2), FEATURE_IDS.slice(-1)]) {
      const query = choiceQuery({path, uses});
      assert.match(query, new RegExp(`^\\?from=${path.from}&to=${path.to}&uses=${uses.join(',')}$`));
      const read = readChoice(query);
      assert.equal(read.path, path, query);
      assert.deepEqual(read.uses, uses, query);
    }
    // Every feature ticked (the default) needs no `uses`.
    assert.equal(choiceQuery({path, uses: FEATURE_IDS}), `?from=${path.from}&to=${path.to}`);
    assert.deepEqual(readChoice(`?from=${path.from}&to=${path.to}`).uses, FEATURE_IDS);
  }
});

test('no query: the path from the major served at /docs/, every feature ticked', () => {
  assert.deepEqual(readChoice(''), DEFAULT_CHOICE);
  assert.equal(DEFAULT_CHOICE.path.from, releaseLineOf(LAST_VERSION).major);
  assert.ok(UPGRADE_PATHS.includes(DEFAULT_CHOICE.path));
  assert.deepEqual(DEFAULT_CHOICE.uses, FEATURE_IDS);
});

test('a hostile or broken query is not obeyed: unknown values are dropped, an over-long query is ignored', () => {
  const [first] = UPGRADE_PATHS;
  const known = FEATURE_IDS[0];
  // A path that is not an upgrade, or unknown majors: the default path.
  const backwards = UPGRADE_PATHS.find((path) => !UPGRADE_PATHS.some((p) => p.from === path.to && p.to === path.from));
  assert.ok(backwards);
  for (const query of [`?from=${backwards.to}&to=${backwards.from}`, `?from=${first.from}&to=${first.from}`, '?from=<script>&to=8', '?from=6', '?to=8', '?from=6&from=7']) {
    assert.equal(readChoice(query).path, DEFAULT_CHOICE.path, query);
  }
  // Feature ids the rules do not have are dropped; the known ones stay, once each, in the list's order.
  assert.deepEqual(readChoice(`?from=${first.from}&to=${first.to}&uses=<img src=x onerror=alert(1)>,${known},__proto__,${known}`).uses, [known]);
  assert.deepEqual(readChoice(`?from=${first.from}&to=${first.to}&uses=constructor,toString`).uses, []);
  assert.deepEqual(readChoice(`?uses=${FEATURE_IDS.slice(0, 2).reverse().join(',')}`).uses, FEATURE_IDS.slice(0, 2));
  // An over-long query is not read at all, however valid its start.
  const long = `?from=${first.from}&to=${first.to}&uses=${known}${','.repeat(MAX_QUERY_LENGTH)}`;
  assert.deepEqual(readChoice(long), DEFAULT_CHOICE);
});

test('the steps are the path\'s rules, in their order, that concern every program or a ticked feature', () => {
  for (const path of UPGRADE_PATHS) {
    const all = rulesFor(path.from, path.to);
    assert.ok(all.length > 0, pathKey(path.from, path.to));
    assert.deepEqual(stepsFor({path, uses: FEATURE_IDS}), all, 'every feature ticked: every rule of the path');
    const everyone = all.filter((rule) => rule.features.length === 0);
    assert.deepEqual(stepsFor({path, uses: []}), everyone, 'nothing ticked: the rules for every program');
    for (const feature of FEATURE_IDS) {
      const steps = stepsFor({path, uses: [feature]});
      const concerned = all.filter((rule) => rule.features.includes(feature));
      assert.deepEqual(steps, all.filter((rule) => everyone.includes(rule) || concerned.includes(rule)), `${pathKey(path.from, path.to)} with ${feature}`);
    }
  }
});

test('majors are named by their docs versions\' labels, and each step links into the target version\'s guide', () => {
  for (const path of UPGRADE_PATHS) {
    const target = DOCS_VERSIONS[RELEASE_LINES.findIndex((line) => line.major === path.to)];
    assert.ok(target, `a docs version documents ${path.to}`);
    assert.equal(labelOfMajor(path.to), target.label);
    assert.equal(pathLabel(path), `${labelOfMajor(path.from)} → ${target.label}`);
    for (const rule of rulesFor(path.from, path.to)) {
      const href = guideHref(rule, path);
      const [doc, anchor] = String(rule.guide[pathKey(path.from, path.to)]).split('#');
      assert.equal(href, `${versionRoot(target)}${doc}/${anchor === undefined ? '' : `#${anchor}`}`, rule.id);
    }
    // The playground opens on the release the upgrade starts from.
    assert.equal(readPlaygroundAddress(new URL(playgroundOf(path), 'https://site.test').search).version, RELEASE_LINES.find((line) => line.major === path.from)?.workspace);
  }
});
