// The API history calls a declaration changed only where a caller of the older release sees a difference
// (scripts/api-history/meaning.mjs). Each case lays out two small "releases" of a package named inversify, shaped as
// the two published declarations involved in a false note the text comparison once gave, reads them as
// `npm run api-history` reads each release (extract.mjs, history.mjs, meaning.mjs), and checks the history.
// Control cases check that a real difference is still a change.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {extractApi, resolveInversify, unexportedCandidates} from '../../scripts/api-history/extract.mjs';
import {buildHistory} from '../../scripts/api-history/history.mjs';
import {sameToCallers} from '../../scripts/api-history/meaning.mjs';

const TEMP = fs.mkdtempSync(path.join(os.tmpdir(), 'api-history-meaning-'));
process.on('exit', () => fs.rmSync(TEMP, {recursive: true, force: true}));

/**
 * A folder whose node_modules/inversify holds `files` (index.d.ts the entry).
 * @param {string} name
 * @param {Record<string, string>} files
 */
function release(name, files) {
  const dir = path.join(TEMP, name);
  const pkg = path.join(dir, 'node_modules/inversify');
  fs.mkdirSync(pkg, {recursive: true});
  fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({name: 'inversify', version: name, types: 'index.d.ts'}));
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(pkg, file), text);
  return dir;
}

/**
 * The history of two releases, each given as its files, the newer one's type names also looked for unexported in
 * the older one (as the script does with the tested release's).
 * @param {string} name
 * @param {Record<string, string>} before
 * @param {Record<string, string>} after
 */
function historyOf(name, before, after) {
  const [a, b] = [release(`${name}-1.0.0`, before), release(`${name}-1.1.0`, after)];
  const newer = extractApi(resolveInversify(b, b));
  const typeNames = unexportedCandidates(newer);
  const snapshots = [
    {version: '1.0.0', packages: {}, api: extractApi(resolveInversify(a, a), {unexported: typeNames})},
    {version: '1.1.0', packages: {}, api: extractApi(resolveInversify(b, b), {unexported: typeNames})},
  ];
  return buildHistory(snapshots, sameToCallers).entries;
}

/**
 * What 1.1.0 did to each key, other than restating it: "changed", "removed", "exported", "added".
 * @param {ReturnType<typeof historyOf>} entries
 */
const eventsOfSecond = (entries) =>
  Object.fromEntries(
    Object.entries(entries).flatMap(([key, entry]) => {
      const events = entry.events.filter((e) => e.release === '1.1.0' && e.type !== 'restated').map((e) => e.type);
      return events.length === 0 ? [] : [[key, events.join(',')]];
    }),
  );

test('a namespace interface that becomes an alias of an interface declaring the same members: nothing removed or changed (6.1.0 interfaces.Target)', () => {
  const members = 'id: number; name: string; isArray(): boolean; matchesTag(key: string | number | symbol): (value: unknown) => boolean;';
  const entries = historyOf(
    'target',
    {'index.d.ts': `export declare namespace interfaces { interface Target { ${members} } }\n`},
    {
      'legacy.d.ts': `export interface LegacyTarget { ${members} }\n`,
      'index.d.ts': "import {LegacyTarget} from './legacy';\nexport declare namespace interfaces { type Target = LegacyTarget; }\n",
    },
  );
  assert.ok('interfaces.Target.matchesTag' in entries, 'the members are read through the alias');
  assert.deepEqual(eventsOfSecond(entries), {});
});

test('a decorator whose target type loses an argument equal to its default: not changed (6.0.3 named, tagged, optional)', () => {
  const utils = 'export type DecoratorTarget<T = unknown> = (new (...args: any[]) => T) | object;\n';
  const entries = historyOf(
    'decorator',
    {'utils.d.ts': utils, 'index.d.ts': "import {DecoratorTarget} from './utils';\nexport declare function named(name: string | number | symbol): <T>(target: DecoratorTarget<unknown>, targetKey?: string | symbol, index?: number | TypedPropertyDescriptor<T>) => void;\n"},
    {'utils.d.ts': utils, 'index.d.ts': "import {DecoratorTarget} from './utils';\nexport declare function named(name: string | number | symbol): <T>(target: DecoratorTarget, targetKey?: string | symbol, index?: number | TypedPropertyDescriptor<T>) => void;\n"},
  );
  assert.deepEqual(eventsOfSecond(entries), {});
});

test('a class whose type parameter is renamed: not changed (6.1.0 LazyServiceIdentifier)', () => {
  /** @param {string} t */
  const lazy = (t) =>
    `export type ServiceIdentifier<T = unknown> = string | symbol | (new (...args: any[]) => T);\n` +
    `export declare class LazyServiceIdentifier<${t} = unknown> { private _cb; constructor(cb: () => ServiceIdentifier<${t}>); unwrap(): ServiceIdentifier<${t}>; }\n`;
  const entries = historyOf('lazy', {'index.d.ts': lazy('T')}, {'index.d.ts': lazy('TInstance')});
  assert.notEqual(entries.LazyServiceIdentifier.events.length, 1, 'the text differs (a restated event)');
  assert.deepEqual(eventsOfSecond(entries), {});
});

test('`any` → `unknown` in a parameter and a type parameter given a default: not changed (6.0.2 isBound, interfaces.Bind)', () => {
  /** @param {string} arg @param {string} tp */
  const text = (arg, tp) =>
    'export type ServiceIdentifier<T = unknown> = string | symbol | (new (...args: any[]) => T);\n' +
    'export interface BindingToSyntax<T> { to(constructor: new (...args: any[]) => T): void; }\n' +
    `export declare class Container { isBound(serviceIdentifier: ServiceIdentifier<${arg}>): boolean; }\n` +
    `export type Bind = <${tp}>(serviceIdentifier: ServiceIdentifier<T>) => BindingToSyntax<T>;\n`;
  const entries = historyOf('any', {'index.d.ts': text('any', 'T')}, {'index.d.ts': text('unknown', 'T = unknown')});
  assert.deepEqual(eventsOfSecond(entries), {});
});

test('an inline function type given a name by a new alias: not changed (7.7.0 ContainerModuleLoadOptions.bind)', () => {
  const common =
    'export type ServiceIdentifier<T = unknown> = string | symbol | (new (...args: any[]) => T);\n' +
    'export interface BindToFluentSyntax<T> { to(type: new (...args: any[]) => T): void; }\n';
  const entries = historyOf(
    'alias',
    {'index.d.ts': `${common}export interface ContainerModuleLoadOptions { bind: <T>(serviceIdentifier: ServiceIdentifier<T>) => BindToFluentSyntax<T>; }\n`},
    {
      'index.d.ts': `${common}export type Bind = <T>(serviceIdentifier: ServiceIdentifier<T>) => BindToFluentSyntax<T>;\nexport interface ContainerModuleLoadOptions { bind: Bind; }\n`,
    },
  );
  assert.deepEqual(eventsOfSecond(entries), {Bind: 'added'});
});

test('a type a function took unexported, exported by name with a new member: "exported", and only the member added (7.10.0 InjectFromBaseOptions)', () => {
  const options = 'export interface InjectFromBaseOptions { extendConstructorArguments?: boolean; extendProperties?: boolean; ';
  const entries = historyOf(
    'exported',
    {
      'options.d.ts': `${options}}\n`,
      'index.d.ts': "import {InjectFromBaseOptions} from './options';\nexport declare function injectFromBase(options?: InjectFromBaseOptions): ClassDecorator;\n",
    },
    {
      'options.d.ts': `${options}lifecycle?: {extendPostConstructMethods?: boolean}; }\n`,
      'index.d.ts': "import {InjectFromBaseOptions} from './options';\nexport type {InjectFromBaseOptions};\nexport declare function injectFromBase(options?: InjectFromBaseOptions): ClassDecorator;\n",
    },
  );
  assert.deepEqual(eventsOfSecond(entries), {InjectFromBaseOptions: 'exported', 'InjectFromBaseOptions.lifecycle': 'added'});
  assert.equal(entries.InjectFromBaseOptions.events[0].type === 'added' && entries.InjectFromBaseOptions.events[0].unexported, true);
});

test('a constraint every constructor satisfies, written with `never` then `any` arguments: not changed (6.0.2 injectable); as a parameter type it is a change', () => {
  /** @param {string} args */
  const text = (args) =>
    `export declare function injectable(): <T extends abstract new (...args: ${args}) => unknown>(target: T) => T;\n` +
    `export declare function construct(type: abstract new (...args: ${args}) => unknown): void;\n`;
  const entries = historyOf('top', {'index.d.ts': text('never')}, {'index.d.ts': text('any')});
  assert.deepEqual(eventsOfSecond(entries), {construct: 'changed'});
});

test('real differences stay changes: an optional property added to an option type, `any` → `unknown` in a return, a widened callback', () => {
  /** @param {boolean} newer */
  const text = (newer) =>
    'export interface GetOptions { optional?: boolean; }\n' +
    'export interface GetAllOptions extends GetOptions { chained?: boolean; }\n' +
    'export type Factory<T> = () => T;\n' +
    `export declare class Container { getAll<T>(id: string, options?: ${newer ? 'GetAllOptions' : 'GetOptions'}): T[]; }\n` +
    `export type Next = (args: string) => ${newer ? 'unknown' : 'any'};\n` +
    `export interface BindToFluentSyntax<T> { toFactory(factory: T extends Factory<unknown> ? () => T${newer ? ' | Promise<T>' : ''} : never): void; }\n`;
  const entries = historyOf('real', {'index.d.ts': text(false)}, {'index.d.ts': text(true)});
  assert.deepEqual(eventsOfSecond(entries), {'Container.getAll': 'changed', Next: 'changed', 'BindToFluentSyntax.toFactory': 'changed'});
});
