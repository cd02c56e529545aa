// The upgrade rules (src/upgrade/rules.mjs) against the migration guides they cite, and the upgrade transform
// (src/upgrade/transform.mjs) on the cases that are easy to get wrong: imports under other names, a namespace import,
// a container from another file, edits that overlap, accepting any subset of the edits, and the limits.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {UPGRADE_FEATURES, UPGRADE_PATHS, UPGRADE_RULES, pathKey, rulesFor} from '../../src/upgrade/rules.mjs';
import {UPGRADE_LIMITS, applyEdits, upgradeProgram} from '../../src/upgrade/transform.mjs';
import {ROOT, anchorsOf, guidePage, guidePairs} from '../examples/upgradeGuides.mjs';

const TRANSFORM = path.join(ROOT, 'src/upgrade/transform.mjs');

describe('upgrade rules', () => {
  test('ids are unique and kebab-case, and each rule names a guide section for each path it applies to', () => {
    const ids = UPGRADE_RULES.map((rule) => rule.id);
    assert.deepEqual(ids.filter((id, i) => ids.indexOf(id) !== i), []);
    for (const rule of UPGRADE_RULES) {
      assert.match(rule.id, /^[a-z0-9]+(?:-[a-z0-9]+)+$/);
      const keys = UPGRADE_PATHS.filter((p) => rule.from.includes(p.from) && rule.to.includes(p.to)).map((p) => pathKey(p.from, p.to));
      assert.ok(keys.some((key) => rule.guide[key] !== undefined), `${rule.id}: no guide section for any of its paths (${keys.join(', ')})`);
      for (const key of Object.keys(rule.guide)) assert.ok(keys.includes(/** @type {any} */ (key)), `${rule.id}: a guide section for ${key}, a path it does not apply to`);
      for (const feature of rule.features) assert.ok(UPGRADE_FEATURES.some((f) => f.id === feature), `${rule.id}: unknown feature ${feature}`);
    }
  });

  test('every rule\'s guide section is a heading of that guide', () => {
    for (const rule of UPGRADE_RULES) {
      for (const [key, reference] of Object.entries(rule.guide)) {
        const to = key.split('-')[1];
        const page = guidePage(to, /** @type {string} */ (reference));
        assert.ok(fs.existsSync(path.join(ROOT, page)), `${rule.id} (${key}): ${reference} names ${page}, which does not exist`);
        const anchor = /** @type {string} */ (reference).split('#')[1];
        assert.ok(anchorsOf(page).has(anchor), `${rule.id} (${key}): ${page} has no heading #${anchor}`);
      }
    }
  });

  test('every guide section with a before sample is named by a rule of its path', () => {
    const pairs = guidePairs();
    assert.ok(pairs.length > 0, 'no before/after pairs found in the guides');
    const missing = pairs.filter((pair) => !UPGRADE_RULES.some((rule) => rule.guide[pair.key]?.split('#')[1] === pair.section));
    assert.deepEqual(missing.map((pair) => `${pair.guide}:${pair.line} #${pair.section} (${pair.key})`), []);
  });

  test('rulesFor gives the rules of a path in the checklist order', () => {
    for (const {from, to} of UPGRADE_PATHS) {
      const ids = rulesFor(from, to).map((rule) => rule.id);
      assert.ok(ids.length > 0);
      assert.deepEqual(ids, UPGRADE_RULES.filter((rule) => ids.includes(rule.id)).map((rule) => rule.id));
    }
    assert.ok(!rulesFor('7', '8').some((rule) => rule.id === 'autobind-option'), 'a 6.x rule applies to a 7.x program');
  });

  test('every rule is implemented by the transform, and the transform names no rule that does not exist', () => {
    // rule ids are the kebab-case string literals of the transform's source
    const source = ts.createSourceFile(TRANSFORM, fs.readFileSync(TRANSFORM, 'utf8'), ts.ScriptTarget.Latest, true);
    const named = new Set();
    const visit = (/** @type {import('typescript').Node} */ node) => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/.test(node.text)) named.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
    const ids = new Set(UPGRADE_RULES.map((rule) => rule.id));
    assert.deepEqual([...ids].filter((id) => !named.has(id)), [], 'rules the transform does not implement');
    assert.deepEqual([...named].filter((id) => !ids.has(id)), [], 'ids in the transform that are no rule');
  });
});

/** Upgrades one file. @param {string} text @param {string} from @param {string} to @param {object} [options] */
const upgrade = (text, from, to, options = {}) => upgradeProgram(ts, {'main.ts': text}, {from, to, ...options});
/** The upgraded text with every edit accepted. @param {string} text @param {ReturnType<typeof upgrade>} result @param {string} [file] */
const accepted = (text, result, file = 'main.ts') => applyEdits(text, result.edits.filter((e) => e.file === file));
/** Syntax errors of a text. @param {string} text */
const syntaxErrors = (text) => (ts.transpileModule(text, {reportDiagnostics: true, compilerOptions: {experimentalDecorators: true}}).diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));

const V6_PROGRAM = `import { Container as IocContainer, ContainerModule, interfaces, injectable, inject } from 'inversify';

@injectable()
class Logger {}

@injectable()
class Base {
  constructor(@inject(Logger) public readonly logger: Logger) {}
}

@injectable()
class Service extends Base {}

const module = new ContainerModule((bind: interfaces.Bind, unbind: interfaces.Unbind) => {
  bind<Logger>(Logger).toSelf();
  unbind('Old');
});

const root: IocContainer = new IocContainer({ autoBindInjectable: true, skipBaseClassChecks: true });
const child = root.createChild();
root.load(module);
child.bind<string>('Name').toDynamicValue((context: interfaces.Context) => context.container.getNamed<string>('Id', 'main')).whenTargetNamed('main');
console.log(child.resolve(Service), root.getTagged('Id', 'k', 1), root.isBoundNamed('Id', 'a'));
`;

describe('upgrade transform', () => {
  test('follows an import under another name, and imports each name its edits use', () => {
    const result = upgrade(V6_PROGRAM, '6', '7');
    const text = accepted(V6_PROGRAM, result);
    assert.match(text, /const child = new IocContainer\(\{ parent: root \}\);/);
    assert.match(text, /root\.loadSync\(module\)/);
    assert.match(text, /child\.get\(Service, \{ autobind: true \}\)/);
    assert.match(text, /root\.get\('Id', \{ tag: \{ key: 'k', value: 1 \} \}\)/);
    assert.match(text, /root\.isBound\('Id', \{ name: 'a' \}\)/);
    assert.match(text, /new IocContainer\(\{ autobind: true \}\)/);
    assert.match(text, /new ContainerModule\(\(\{ bind, unbindSync: unbind \}\) =>/);
    assert.match(text, /\(context: ResolutionContext\) => context\.get<string>\('Id', \{ name: 'main' \}\)/);
    assert.match(text, /\.whenNamed\('main'\)/);
    assert.match(text, /@injectable\(\)\n@injectFromBase\(\)\nclass Service extends Base/);
    assert.match(text, /^import \{ Container as IocContainer, ContainerModule, injectable, inject, injectFromBase, type ResolutionContext \} from 'inversify';/);
    assert.deepEqual(syntaxErrors(text), []);
  });

  test('writes the 8.x names for 6.x code: the sync names stay, the module options are the 8.x keys', () => {
    const text = accepted(V6_PROGRAM, upgrade(V6_PROGRAM, '6', '8'));
    assert.match(text, /root\.load\(module\)/);
    assert.match(text, /new ContainerModule\(\(\{ bind, unbind \}\) =>/);
  });

  test('rewrites through a namespace import without adding an import', () => {
    const source = `import * as inversify from 'inversify';
const container: inversify.Container = new inversify.Container();
const child = container.createChild();
container.bind('A').toDynamicValue((context: inversify.interfaces.Context) => 1);
console.log(container.tryGet('A'), child);
`;
    const result = upgrade(source, '6', '7');
    const text = accepted(source, result);
    assert.match(text, /const child = new inversify\.Container\(\{ parent: container \}\);/);
    assert.match(text, /\(context: inversify\.ResolutionContext\)/);
    assert.match(text, /container\.get\('A', \{ optional: true \}\)/);
    assert.match(text, /^import \* as inversify from 'inversify';$/m);
    assert.equal(result.edits.filter((e) => e.start < source.indexOf('\n')).length, 0, 'the import line was edited');
  });

  test('follows a container exported by another file, and flags calls it cannot tie to a container', () => {
    const files = {
      'container.ts': `import { Container } from 'inversify';\nexport const container = new Container();\n`,
      'main.ts': `import { container } from './container.js';\nimport { unknownThing } from './other.js';\nawait container.load(m);\nunknownThing.unbind('x');\n`,
    };
    const result = upgradeProgram(ts, files, {from: '7', to: '8'});
    assert.deepEqual(result.edits.filter((e) => e.file === 'main.ts').map((e) => [e.line, e.text]), [[3, 'loadAsync']]);
    assert.deepEqual(result.flags.filter((f) => f.file === 'main.ts').map((f) => [f.line, f.rule]), [[4, 'sync-async-unidentified']]);
  });

  test('follows a container a function of another file returns', () => {
    const files = {
      'src/container.ts': `import { Container } from 'inversify';\nexport function buildContainer(): Container {\n  return new Container();\n}\n`,
      'src/main.ts': `import { buildContainer } from './container';\nconst app = buildContainer();\nconst scope = app.createChild();\nconsole.log(scope.getNamed('A', 'a'));\n`,
    };
    const result = upgradeProgram(ts, files, {from: '6', to: '7'});
    const text = applyEdits(files['src/main.ts'], result.edits.filter((e) => e.file === 'src/main.ts'));
    assert.match(text, /^import \{ Container \} from 'inversify';$/m, 'the file that now names Container does not import it');
    assert.match(text, /const scope = new Container\(\{ parent: app \}\);/);
    assert.match(text, /scope\.get\('A', \{ name: 'a' \}\)/);
  });

  test('rewrites a constraint function typed with interfaces.Request, and the type arguments toFactory no longer takes', () => {
    const source = `import { Container, interfaces } from 'inversify';
const audit = (request: interfaces.Request): boolean => request.target.matchesTag('channel')('audit') && !request.target.hasTag('x');
const c = new Container();
c.bind('F').toFactory<string, [number]>((context: interfaces.Context) => (n: number) => String(n));
c.bind('L').toConstantValue(1).when(audit);
c.bind('M').toConstantValue(2).when((request) => request.parentRequest === null);
`;
    const result = upgrade(source, '6', '7');
    const text = accepted(source, result);
    assert.match(text, /const audit = \(request: BindingConstraints\): boolean => \(request\.tags\.get\('channel'\) === 'audit'\) && !request\.tags\.has\('x'\);/);
    assert.match(text, /\.toFactory\(\(context: ResolutionContext\)/);
    assert.deepEqual(result.flags.map((f) => [f.line, f.rule]), [[6, 'when-request-members']]);
    assert.match(text, /request\.parentRequest === null/, 'a member BindingConstraints lacks was rewritten');
  });

  test('a derived class gets @injectFromBase() for what its base injects, keeping its own constructor arguments', () => {
    const files = {
      'base.ts': `import { inject, injectable, postConstruct } from 'inversify';\n@injectable()\nexport abstract class Base {\n  @inject('Logger') protected readonly logger!: string;\n  @postConstruct() start(): void {}\n}\n`,
      'services.ts': `import { inject, injectable } from 'inversify';\nimport { Base } from './base';\n@injectable()\nexport class WithCtor extends Base {\n  constructor(@inject('Tax') readonly tax: number) { super(); }\n}\n@injectable()\nexport class WithoutCtor extends Base {}\n`,
    };
    const result = upgradeProgram(ts, files, {from: '6', to: '7'});
    const text = applyEdits(files['services.ts'], result.edits.filter((e) => e.file === 'services.ts'));
    assert.match(text, /@injectable\(\)\n@injectFromBase\(\{ extendConstructorArguments: false \}\)\nexport class WithCtor/);
    assert.match(text, /@injectable\(\)\n@injectFromBase\(\)\nexport class WithoutCtor/);
    assert.match(text, /^import \{ inject, injectable, injectFromBase \} from 'inversify';/);
  });

  test('toFactory<T, Args>() and toProvider<T>() give their types to a bind() that has none', () => {
    const source = `import { Container } from 'inversify';\nconst c = new Container();\nc.bind('F').toFactory<string, [number]>(() => (n: number) => String(n));\nc.bind('P').toProvider<string>(() => () => Promise.resolve('x'));\nc.bind<string>('G').toFactory<string>(() => () => 'g');\n`;
    assert.match(accepted(source, upgrade(source, '6', '7')), /c\.bind<Factory<string, \[number\]>>\('F'\)\.toFactory\(\(\) =>[^\n]*\nc\.bind<Provider<string>>\('P'\)\.toProvider\(\(\) =>[^\n]*\nc\.bind<string>\('G'\)\.toFactory\(\(\) =>/);
    assert.match(accepted(source, upgrade(source, '6', '8')), /c\.bind<Factory<Promise<string>>>\('P'\)\.toFactory\(/);
  });

  test('a flagged behaviour change is never rewritten', () => {
    const source = `import { Container, postConstruct } from 'inversify';
class Db {
  @postConstruct() a(): void {}
  @postConstruct() b(): void {}
}
const c = new Container();
try { c.getAll('x'); } catch (e) { console.log(e); }
`;
    const result = upgrade(source, '6', '8');
    assert.deepEqual(result.flags.map((f) => [f.line, f.rule]).sort(), [[4, 'post-construct-several'], [7, 'get-all-empty']]);
    assert.deepEqual(result.edits, []);
  });

  test('edits within a file do not overlap, and nested rewrites are folded into the edit that contains them', () => {
    for (const [from, to] of [['6', '7'], ['6', '8']]) {
      const result = upgrade(V6_PROGRAM, from, to);
      const edits = result.edits;
      for (let i = 1; i < edits.length; i++) assert.ok(edits[i - 1].end <= edits[i].start, `${from}→${to}: ${edits[i - 1].id} overlaps ${edits[i].id}`);
      assert.equal(new Set(edits.map((e) => e.id)).size, edits.length, 'ids are not unique');
    }
    // the module callback's parameter list replaces its interfaces.* annotations: no edit is left inside it
    const result = upgrade(V6_PROGRAM, '6', '7');
    const params = result.edits.find((e) => e.rule === 'container-module-options');
    assert.ok(params !== undefined && !params.text.includes('interfaces'));
  });

  test('any subset of the edits applies and leaves valid syntax', () => {
    const result = upgrade(V6_PROGRAM, '6', '7');
    const n = result.edits.length;
    assert.ok(n >= 10, `only ${n} edits`);
    // every single edit alone, every edit but one, and a spread of other subsets
    const subsets = [...result.edits.map((_, i) => [i]), ...result.edits.map((_, i) => result.edits.map((__, j) => j).filter((j) => j !== i))];
    let seed = 7;
    for (let k = 0; k < 100; k++) {
      subsets.push(result.edits.map((_, j) => j).filter(() => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) & 1) === 1));
    }
    for (const subset of subsets) {
      const text = applyEdits(V6_PROGRAM, subset.map((i) => result.edits[i]));
      assert.deepEqual(syntaxErrors(text), [], `edits ${subset.join(',')} give:\n${text}`);
    }
  });

  test('disabled rules make no edits and no flags', () => {
    const all = upgrade(V6_PROGRAM, '6', '7');
    const without = upgrade(V6_PROGRAM, '6', '7', {disabled: ['create-child', 'inject-from-base']});
    assert.ok(all.edits.some((e) => e.rule === 'create-child'));
    assert.ok(!without.edits.some((e) => e.rule === 'create-child' || e.rule === 'inject-from-base'));
    assert.doesNotMatch(accepted(V6_PROGRAM, without), /injectFromBase/, 'the import still adds a name only a disabled rule uses');
  });

  test('tsconfig.json: CommonJS settings become NodeNext for 8, and the CommonJS runtime is flagged', () => {
    const settings = `{\n  "compilerOptions": {\n    "module": "CommonJS",\n    "moduleResolution": "node",\n    "strict": true\n  }\n}\n`;
    const result = upgradeProgram(ts, {'tsconfig.json': settings}, {from: '7', to: '8'});
    const text = applyEdits(settings, result.edits);
    assert.equal(JSON.parse(text).compilerOptions.module, 'NodeNext');
    assert.equal(JSON.parse(text).compilerOptions.moduleResolution, 'NodeNext');
    assert.deepEqual(result.flags.map((f) => [f.file, f.line, f.rule]), [['tsconfig.json', 3, 'es-modules-only-runtime']]);
    assert.deepEqual(upgradeProgram(ts, {'tsconfig.json': settings}, {from: '6', to: '7'}).edits, [], 'inversify 7 has a CommonJS build: nothing to change');
  });

  test('tsconfig.json: a 6.x program\'s settings gain the ES2022 error types the later releases\' declarations use', () => {
    const withLib = `{ "compilerOptions": { "target": "ES2019", "lib": ["ES2019", "DOM"] } }`;
    assert.deepEqual(JSON.parse(applyEdits(withLib, upgradeProgram(ts, {'tsconfig.json': withLib}, {from: '6', to: '7'}).edits)).compilerOptions.lib, ['ES2019', 'DOM', 'ES2022.Error']);
    const withoutLib = `{\n  "compilerOptions": {\n    "target": "es2017"\n  }\n}`;
    assert.deepEqual(JSON.parse(applyEdits(withoutLib, upgradeProgram(ts, {'tsconfig.json': withoutLib}, {from: '6', to: '8'}).edits)).compilerOptions.lib, ['es2017', 'ES2022.Error', 'DOM', 'DOM.Iterable']);
    for (const fine of [`{ "compilerOptions": { "target": "ES2022" } }`, `{ "compilerOptions": { "target": "ES2019", "skipLibCheck": true } }`]) {
      assert.deepEqual(upgradeProgram(ts, {'tsconfig.json': fine}, {from: '6', to: '7'}).edits, []);
    }
  });

  test('stops with a message at the file, size and time limits', () => {
    const many = Object.fromEntries(Array.from({length: UPGRADE_LIMITS.files + 1}, (_, i) => [`f${i}.ts`, '']));
    const files = upgradeProgram(ts, many, {from: '6', to: '7'});
    assert.match(files.stopped ?? '', /files/);
    assert.deepEqual([files.edits, files.flags], [[], []]);
    const big = upgradeProgram(ts, {'main.ts': 'x'.repeat(UPGRADE_LIMITS.chars + 1)}, {from: '6', to: '7'});
    assert.match(big.stopped ?? '', /characters/);
    const long = upgradeProgram(ts, {'main.ts': V6_PROGRAM.repeat(40)}, {from: '6', to: '7', limitMs: -1});
    assert.match(long.stopped ?? '', /time limit/);
    assert.deepEqual([long.edits, long.flags], [[], []]);
    assert.equal(upgrade(V6_PROGRAM, '6', '7').stopped, undefined);
  });
});
