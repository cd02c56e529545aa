// The repository's automation does what the README says: CI runs the README's test command, the deployment
// builds with its build command and publishes to GitHub Pages; Renovate keeps the versions the product requires.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * @typedef {{uses?: string, run?: string, with?: Record<string, unknown>}} Step
 * @typedef {{on: Record<string, unknown>, jobs: Record<string, {steps?: Step[]}>, permissions: Record<string, string>}} Workflow
 */
/** @param {string} file @returns {Workflow} the parsed workflow (the tests below check the fields they read) */
const workflowOf = (file) => /** @type {Workflow} */ (yaml.load(read(file)));

const read = (/** @type {string} */ file) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The README's quick start: the commands of its code block (with their comments) and the inline ones of its prose. */
function quickStart() {
  const readme = read('README.md');
  const section = /^## Quick start\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1];
  assert.ok(section, 'README has a "Quick start" section');
  const block = /```bash\n([\s\S]*?)```/.exec(section)?.[1];
  assert.ok(block, 'the quick start has a bash block');
  const fenced = block.trim().split('\n').map((line) => {
    const [command, comment = ''] = line.split(/\s+#\s+/);
    return {command: command.trim(), comment};
  });
  const prose = section.replace(/```[\s\S]*?```/g, '');
  return {fenced, prose};
}

/** Every `run:` of every step of every job, one shell line each. */
/** @param {string} workflowFile */
function runLines(workflowFile) {
  const workflow = workflowOf(workflowFile);
  return Object.values(workflow.jobs).flatMap((job) => (job.steps ?? []).flatMap((step) => (step.run ?? '').split('\n').map((l) => l.trim())));
}

test('CI runs the test command of the README quick start', () => {
  const {fenced} = quickStart();
  const testCommand = fenced.find((c) => /\btests?\b/.test(c.comment))?.command;
  assert.ok(testCommand, 'the quick start names a test command');
  const workflow = workflowOf('.github/workflows/ci.yml');
  assert.ok('push' in workflow.on && 'pull_request' in workflow.on, 'CI runs on pushes and pull requests');
  assert.ok(runLines('.github/workflows/ci.yml').includes(testCommand), `ci.yml runs "${testCommand}"`);
  // Last-updated dates come from git: CI clones need the whole history.
  const checkout = workflow.jobs.test.steps?.find((s) => s.uses?.startsWith('actions/checkout@'));
  assert.equal(checkout?.with?.['fetch-depth'], 0);
});

test('the deployment builds with the README build command and publishes the output to GitHub Pages', () => {
  const {prose} = quickStart();
  const buildCommand = /`(npm run build)`/.exec(prose)?.[1];
  assert.ok(buildCommand, 'the quick start names the build command');
  const outDir = /`(\w[\w-]*)\/`/.exec(prose.slice(prose.indexOf(buildCommand)))?.[1];
  assert.ok(outDir, 'the quick start names the build output folder');
  const workflow = workflowOf('.github/workflows/deploy.yml');
  assert.ok(runLines('.github/workflows/deploy.yml').includes(buildCommand), `deploy.yml runs "${buildCommand}"`);
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps ?? []);
  const upload = steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'));
  assert.equal(upload?.with?.path, outDir, 'uploads the build output');
  assert.ok(steps.some((s) => s.uses?.startsWith('actions/deploy-pages@')), 'deploys with actions/deploy-pages');
  assert.equal(workflow.permissions.pages, 'write');
  assert.equal(workflow.permissions['id-token'], 'write');
  const checkout = steps.find((s) => s.uses?.startsWith('actions/checkout@'));
  assert.equal(checkout?.with?.['fetch-depth'], 0);
  const setupNode = steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
  assert.equal(setupNode?.with?.['node-version-file'], '.nvmrc');
});

test('.nvmrc names a Node major the package accepts', () => {
  const major = Number(read('.nvmrc').trim());
  const minimum = Number(/>=\s*(\d+)/.exec(JSON.parse(read('package.json')).engines.node)?.[1]);
  assert.ok(major >= minimum, `.nvmrc ${major} vs engines >=${minimum}`);
});

test('Renovate groups Docusaurus updates and holds Docusaurus and DocSearch at the versions package.json pins', () => {
  /** @type {{packageRules: {matchPackageNames?: string[], matchFileNames?: string[], allowedVersions?: string, groupName?: string}[]}} */
  const renovate = JSON.parse(read('renovate.json'));
  const pkg = JSON.parse(read('package.json'));
  /** @type {Record<string, string>} */
  const deps = {...pkg.dependencies, ...pkg.devDependencies};
  const rulesFor = (/** @type {string} */ name) => renovate.packageRules.filter((rule) => rule.matchPackageNames?.some((p) => p === name || (p.endsWith('/**') && name.startsWith(p.slice(0, -2)))) && !rule.matchFileNames);
  const groups = new Set();
  for (const [name, version] of Object.entries(deps).filter(([n]) => n.startsWith('@docusaurus/') || n.startsWith('@docsearch/'))) {
    const rules = rulesFor(name);
    assert.deepEqual(rules.map((r) => r.allowedVersions).filter(Boolean), [version], `${name} held at ${version}`);
    if (name.startsWith('@docusaurus/')) groups.add(rules.find((r) => r.groupName)?.groupName);
  }
  assert.equal(groups.size, 1, 'all @docusaurus/* packages in one group');
  assert.ok([...groups][0]);
});
