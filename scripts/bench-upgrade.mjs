#!/usr/bin/env node
// The playground's upgrade (src/samples/page/playground/Upgrade, src/upgrade/): a 12-file, about 600-line 6.x program
// (built below, in the shapes a 6.x application takes: container modules, named and tagged bindings, a child container,
// activation handlers, interfaces.* types, a provider) opened from a share link on a build served compressed
// (scripts/static-host.mjs) to Chromium driven by Playwright, then upgraded to the newest major the site documents:
//   - click on Upgrade to the diff shown, on each visit's first upgrade (the transform's file loads then) and on
//     repeats within a visit;
//   - the bytes the feature loads: the panel's chunk and stylesheet when "Upgrade…" opens it, and the transform's file.
// Target: click to diff ≤ 1500 ms (p95, first upgrade of a visit). Writes bench/upgrade.json.
// Usage: node scripts/bench-upgrade.mjs <build-dir> [--visits 5] [--repeat 5]
import {fileURLToPath} from 'node:url';
import {buildDirArgument, measureServed, option, round, sentSize, stats, writeBenchJson, playgroundShareLink} from './bench-common.mjs';
import {DOCS_VERSIONS, recordOfVersion, versionOfWorkspace} from '../src/samples/shared/versions.mjs';
/* global document, MutationObserver -- used inside page.evaluate */

const VISITS = Number(option('visits', '5'));
const REPEAT = Number(option('repeat', '5'));
export const UPGRADE_TARGETS = {clickToDiffMs: 1500};

/** The releases by major: the program's (6) and the newest the site documents. */
const releases = DOCS_VERSIONS.map((docs) => ({label: docs.label, major: Number(recordOfVersion(versionOfWorkspace(docs.workspace)))}));
const FROM = releases.find((r) => r.major === 6);
const TO = [...releases].sort((a, b) => b.major - a.major)[0];

/** One feature of the program: its service, two implementations, and the module that binds them. @param {number} n */
function featureFiles(n) {
  const id = `Feature${n}`;
  return [
    [
      `features/feature${n}/service.ts`,
      `import {inject, injectable, named, optional, postConstruct} from 'inversify';
import type {interfaces} from 'inversify';
import {TYPES} from '../../types';

export interface ${id}Store {
  load(key: string): string;
}

@injectable()
export class Memory${id}Store implements ${id}Store {
  public load(key: string): string {
    return \`memory:\${key}\`;
  }
}

@injectable()
export class Remote${id}Store implements ${id}Store {
  public load(key: string): string {
    return \`remote:\${key}\`;
  }
}

@injectable()
export class ${id}Service {
  private ready = false;

  constructor(
    @inject(TYPES.${id}Store) @named('memory') private readonly memory: ${id}Store,
    @inject(TYPES.${id}Store) @named('remote') private readonly remote: ${id}Store,
    @inject(TYPES.Clock) @optional() private readonly clock?: () => number,
  ) {}

  @postConstruct()
  public init(): void {
    this.ready = true;
  }

  public describe(key: string): string {
    const at = this.clock === undefined ? 0 : this.clock();
    return \`${id} \${this.ready ? 'ready' : 'cold'} \${this.memory.load(key)} \${this.remote.load(key)} \${at}\`;
  }

  public both(keys: readonly string[]): string[] {
    const found: string[] = [];
    for (const key of keys) {
      found.push(this.memory.load(key));
      found.push(this.remote.load(key));
    }
    return found;
  }

  public count(keys: readonly string[]): number {
    let total = 0;
    for (const key of keys) {
      if (this.memory.load(key).length > this.remote.load(key).length) {
        total += 1;
      } else {
        total += 2;
      }
    }
    return total;
  }
}

@injectable()
export class ${id}Report {
  @inject(TYPES.${id}Service)
  private readonly service!: ${id}Service;

  @inject(TYPES.${id}Store)
  @named('memory')
  private readonly store!: ${id}Store;

  public lines(keys: readonly string[]): string[] {
    return keys.map((key) => \`\${this.service.describe(key)} / \${this.store.load(key)}\`);
  }

  public summary(keys: readonly string[]): string {
    const lines = this.lines(keys);
    return \`\${lines.length} lines, \${this.service.count(keys)} points\`;
  }
}

export type ${id}Factory = interfaces.Factory<${id}Service>;
`,
    ],
    [
      `features/feature${n}/module.ts`,
      `import {ContainerModule} from 'inversify';
import type {interfaces} from 'inversify';
import {TYPES} from '../../types';
import {Memory${id}Store, Remote${id}Store, ${id}Service, type ${id}Store} from './service';

export const feature${n}Module = new ContainerModule((bind: interfaces.Bind, unbind: interfaces.Unbind, isBound: interfaces.IsBound, rebind: interfaces.Rebind) => {
  bind<${id}Store>(TYPES.${id}Store).to(Memory${id}Store).whenTargetNamed('memory');
  bind<${id}Store>(TYPES.${id}Store).to(Remote${id}Store).whenTargetNamed('remote');
  bind<${id}Service>(TYPES.${id}Service).to(${id}Service).inSingletonScope();
  if (isBound(TYPES.${id}Service)) {
    rebind<${id}Service>(TYPES.${id}Service).to(${id}Service).inSingletonScope();
  }
  bind<interfaces.Factory<${id}Service>>(TYPES.${id}Factory).toFactory<${id}Service>((context: interfaces.Context) => () => context.container.get<${id}Service>(TYPES.${id}Service));
  if (isBound(TYPES.Unused${n})) unbind(TYPES.Unused${n});
});
`,
    ],
  ];
}

/** The program: 5 features (10 files), the identifiers and the entry: 12 files. */
export function upgradeBenchProgram() {
  const features = [1, 2, 3, 4, 5];
  const types = `export const TYPES = {
  Clock: Symbol.for('Clock'),
${features.map((n) => `  Feature${n}Store: Symbol.for('Feature${n}Store'),\n  Feature${n}Service: Symbol.for('Feature${n}Service'),\n  Feature${n}Factory: Symbol.for('Feature${n}Factory'),\n  Unused${n}: Symbol.for('Unused${n}'),`).join('\n')}
};
`;
  const main = `import 'reflect-metadata';
import {Container} from 'inversify';
import type {interfaces} from 'inversify';
import {TYPES} from './types';
${features.map((n) => `import {feature${n}Module} from './features/feature${n}/module';\nimport {Feature${n}Report, type Feature${n}Service, type Feature${n}Store} from './features/feature${n}/service';`).join('\n')}

const container = new Container({autoBindInjectable: true, defaultScope: 'Transient'});
container.load(${features.map((n) => `feature${n}Module`).join(', ')});
container.bind<() => number>(TYPES.Clock).toConstantValue(() => 42);
container.onActivation<Feature1Service>(TYPES.Feature1Service, (context: interfaces.Context, service: Feature1Service) => {
  console.log('activated feature 1');
  return service;
});

const child = container.createChild();
child.bind<() => number>(TYPES.Clock).toConstantValue(() => 7);
${features
  .map(
    (n) => `console.log(container.get<Feature${n}Service>(TYPES.Feature${n}Service).describe('a${n}'));
console.log(container.getNamed<Feature${n}Store>(TYPES.Feature${n}Store, 'remote').load('b${n}'));
console.log(child.isBoundNamed(TYPES.Feature${n}Store, 'memory'));
console.log(container.getAll<Feature${n}Store>(TYPES.Feature${n}Store).length);
console.log(container.get<interfaces.Factory<Feature${n}Service>>(TYPES.Feature${n}Factory) !== undefined);
console.log(container.get(Feature${n}Report).summary(['c${n}', 'd${n}']));`,
  )
  .join('\n')}
container.unbind(TYPES.Clock);
container.unload(${features.map((n) => `feature${n}Module`).join(', ')});
console.log('done');
`;
  return [['main.ts', main], ['types.ts', types], ...features.flatMap(featureFiles)];
}

/** The playground holding the program, from a share link as any encoder of the format would write it. */
const linkTo = (/** @type {string[][]} */ files) => playgroundShareLink(FROM, files);

/**
 * Resolves with the ms from the click on Upgrade to the panel showing the diff.
 * @param {import('@playwright/test').Page} page
 */
function timeUpgrade(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const panel = document.querySelector('section[aria-label="Upgrade"]');
        const button = [...(panel?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === 'Upgrade');
        if (panel === null || button === undefined) return reject(new Error('no upgrade panel'));
        let started = false;
        const observer = new MutationObserver(() => {
          const phase = panel.getAttribute('data-upgrade');
          if (phase === 'working') started = true;
          else if (started && phase === 'done' && panel.querySelector('[data-edit]') !== null) {
            observer.disconnect();
            resolve(performance.now() - start);
          } else if (started && phase === 'failed') {
            observer.disconnect();
            reject(new Error(panel.querySelector('[role="status"]')?.textContent ?? 'the upgrade failed'));
          }
        });
        observer.observe(panel, {subtree: true, childList: true, attributes: true});
        const start = performance.now();
        /** @type {HTMLButtonElement} */ (button).click();
      }),
  );
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function measure(browser, url) {
  if (FROM === undefined || TO === undefined || TO.major <= FROM.major) throw new Error('the site documents no 6.x release and a later one');
  const files = upgradeBenchProgram();
  const lines = files.reduce((n, [, code]) => n + code.split('\n').length, 0);
  /** @type {number[]} */
  const first = [];
  /** @type {number[]} */
  const repeat = [];
  /** @type {{url: string, sent: number}[]} */
  let loaded = [];
  // Visit 0 is a warm-up, not counted: the host compresses each file on its first request.
  for (let i = 0; i <= VISITS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}${linkTo(files)}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 60_000});
    await page.locator('[data-playground] [data-check="done"]').waitFor({timeout: 90_000});
    /** @type {import('@playwright/test').Request[]} */
    const requests = [];
    page.on('requestfinished', (request) => requests.push(request));
    await page.getByRole('button', {name: 'Upgrade…'}).click();
    const panel = page.getByRole('region', {name: 'Upgrade'});
    await panel.waitFor({timeout: 60_000});
    await panel.getByRole('combobox').selectOption({label: TO.label});
    const ms = /** @type {number} */ (await timeUpgrade(page));
    if (i > 0) first.push(ms);
    if (i === 1) loaded = await Promise.all(requests.map(async (r) => ({url: new URL(r.url()).pathname, sent: await sentSize(r)})));
    if (i === VISITS) for (let r = 0; r < REPEAT; r++) repeat.push(/** @type {number} */ (await timeUpgrade(page)));
    await context.close();
  }
  return {from: FROM.label, to: TO.label, files: files.length, lines, clickToDiffMs: stats(first), repeatMs: stats(repeat), bytesLoaded: loaded.reduce((n, f) => n + f.sent, 0), loaded};
}

/** @param {string} build */
export async function benchUpgrade(build) {
  const [result] = await measureServed(build, [null], (browser, url) => measure(browser, url));
  return {targets: UPGRADE_TARGETS, ...result};
}

/** @typedef {Awaited<ReturnType<typeof benchUpgrade>>} UpgradeResults */

/** @param {UpgradeResults} r */
export const upgradeLines = (r) => [
  `  ${r.files}-file, ${r.lines}-line ${r.from} program upgraded to ${r.to}: click to diff ${r.clickToDiffMs.median} ms median / ${r.clickToDiffMs.p95} ms p95 (first of a visit), repeat ${r.repeatMs.median} / ${r.repeatMs.p95} ms; the feature loads ${(r.bytesLoaded / 1024).toFixed(1)} KB`,
];

/** @param {UpgradeResults} r @returns {{name: string, value: number, ok: boolean}[]} */
export const upgradeChecks = (r) => [
  {name: `upgrade of a ${r.files}-file ${r.from} program to ${r.to}: click to diff ≤ ${r.targets.clickToDiffMs} ms (p95)`, value: r.clickToDiffMs.p95, ok: r.clickToDiffMs.p95 <= r.targets.clickToDiffMs},
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = buildDirArgument('upgrade', 'usage: node scripts/bench-upgrade.mjs <build-dir> [--visits 5] [--repeat 5]');
  const results = await benchUpgrade(buildDir);
  writeBenchJson('upgrade.json', results);
  for (const line of upgradeLines(results)) console.log(line.trim());
  for (const check of upgradeChecks(results)) console.log(`${check.ok ? 'met ' : 'MISS'} ${check.name}: ${round(check.value)}`);
}
