// The browser runner formats console output with src/samples/sandbox/inspect.mjs; it must print what Node prints
// (util.format / util.inspect) for the shapes code samples log, or a run in the browser would not match
// the sample's "// prints:" comments.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import util from 'node:util';
import {format, inspect} from '../../src/samples/sandbox/inspect.mjs';

class Katana {
  damage = 10;
  name = 'katana';
}
class Empty {}
class Ninja {
  constructor() {
    this.katana = new Katana();
    this.tags = ['stealth', 'speed'];
  }
}
class Derived extends Ninja {}
/** @type {{name: string, self?: unknown}} */
const circular = {name: 'loop'};
circular.self = circular;
const nullProto = Object.assign(Object.create(null), {a: 1});
const error = new Error('No bindings found for service: "Weapon"');
const typeError = new TypeError('bad');
const withCode = Object.assign(new Error('coded'), {code: 'E_CODE'});

const values = {
  string: 'hello',
  'string with quote': "it's",
  'string with both quotes': `it's "x"`,
  'string with newline': 'a\nb',
  number: 42,
  'negative zero': -0,
  float: 1.5,
  NaN: Number.NaN,
  bigint: 10n,
  true: true,
  null: null,
  undefined: undefined,
  symbol: Symbol('Weapon'),
  'empty array': [],
  'short array': [1, 2, 3],
  'string array': ['katana', 'shuriken'],
  'seven numbers': [1, 2, 3, 4, 5, 6, 7],
  'many numbers': Array.from({length: 30}, (_, i) => i * 7),
  'many strings': Array.from({length: 12}, (_, i) => `item-${i}`),
  'long array': Array.from({length: 120}, (_, i) => i),
  // eslint-disable-next-line no-sparse-arrays -- a hole is what this case prints
  'sparse array': [1, , 3],
  'nested arrays': [[1, [2, [3, [4]]]]],
  'empty object': {},
  'plain object': {a: 1, b: 'two', c: true},
  'quoted keys': {'a-b': 1, 'valid_key': 2},
  'symbol key': {[Symbol('id')]: 1},
  'nested object': {a: {b: {c: {d: {e: 1}}}}},
  'long object': {alpha: 'a'.repeat(30), beta: 'b'.repeat(30), gamma: 'c'.repeat(30)},
  'class instance': new Katana(),
  'empty class instance': new Empty(),
  'instance with nested instance': new Ninja(),
  'derived instance': new Derived(),
  'array of instances': [new Katana(), new Katana()],
  'null prototype': nullProto,
  circular,
  map: new Map(/** @type {[string, unknown][]} */ ([['a', 1], ['b', {c: 2}]])),
  'empty map': new Map(),
  set: new Set([1, 'two']),
  date: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)),
  regexp: /ab+c/gi,
  'named function': function weapon() {},
  'arrow function': (() => () => {})(),
  'async function': async function load() {},
  class: Katana,
  'derived class': Derived,
  'object with function': {fn: function named() {}, cls: Empty},
  'object with getter': {get value() { return 1; }},
  'deep array in object': {list: [{a: [1, 2, {b: 3}]}]},
  'mixed list': [1, 'a', null, undefined, true, {x: 1}, [2]],
};

for (const [name, value] of Object.entries(values)) {
  test(`inspect: ${name} prints as in Node`, () => {
    assert.equal(inspect(value), util.inspect(value));
  });
}

// Shapes beyond the samples' own, as Node 20 prints them. Left out, because a page cannot read them synchronously: a
// settled promise's value (the formatter prints every promise as pending) and the entries of a Map or Set iterator
// (reading them would consume the iterator).
const noStack = Object.assign(new Error('no frames'), {stack: undefined});
const withOwnTag = {[Symbol.toStringTag]: 'Tagged', a: 1};
const extendedValues = {
  'typed array': new Uint8Array([1, 2, 3]),
  'float typed array': new Float64Array([1.5, -0]),
  'bigint typed array': new BigInt64Array([1n, 2n]),
  'empty typed array': new Uint8Array(0),
  'long typed array': Uint16Array.from({length: 120}, (_, i) => i * 3),
  'typed array with a property': Object.assign(new Uint8Array(2), {label: 'x'}),
  'typed arrays in an object': {bytes: new Uint8Array([1]), deep: {a: {b: {c: new Int8Array(1)}}}},
  'array buffer': new Uint8Array([0, 15, 255]).buffer,
  'data view': new DataView(new ArrayBuffer(2)),
  WeakMap: new WeakMap(),
  WeakSet: new WeakSet(),
  'boxed string': new String('ninja'),
  'boxed number': new Number(3),
  'boxed boolean': new Boolean(false),
  'boxed symbol': Object(Symbol('Weapon')),
  'boxed bigint': Object(10n),
  'boxed string with a property': Object.assign(new String('ab'), {extra: 1}),
  arguments: (function () {
    return arguments;
  })(1, 'two'),
  'pending promise': new Promise(() => {}),
  'pending promise in an object': {ready: new Promise(() => {})},
  'error without a stack': noStack,
  'error without a stack, with a property': Object.assign(new Error('coded'), {stack: undefined, code: 'E_CODE'}),
  'own toStringTag': withOwnTag,
};

for (const [name, value] of Object.entries(extendedValues)) {
  test(`inspect: ${name} prints as in Node`, () => {
    assert.equal(inspect(value), util.inspect(value));
  });
}

test('inspect: errors print their stack, and extra properties as Node does', () => {
  assert.equal(inspect(error), util.inspect(error));
  assert.equal(inspect(typeError), util.inspect(typeError));
  assert.equal(inspect(withCode), util.inspect(withCode));
});

const formatCases = [
  ['a string alone'],
  ['two', 'strings'],
  ['value:', 42, true, null, undefined],
  [1, 'then a string'],
  ['%s is %d years', 'Ninja', 30],
  ['%o and %O', {a: 1}, {b: [1, 2]}],
  ['%j', {a: 1}],
  ['100%', 'done'],
  ['%s', new Katana()],
  ['%i %f', '42.5', '1.25'],
  [new Katana(), [1, 2]],
  ['missing %s'],
  [],
];
for (const args of formatCases) {
  test(`format(${args.map((a) => typeof a).join(', ')}) prints as console.log does`, () => {
    assert.equal(format(...args), util.format(...args));
  });
}

// More shapes, each compared with Node: quoting, keys, long and nested collections, circular and shared references,
// functions and classes of every kind, errors and boxed values with properties.
class Sword {
  damage = 10;
}
const loopArray = /** @type {unknown[]} */ ([1]);
loopArray.push(loopArray);
const loopMap = new Map();
loopMap.set('self', loopMap);
const shared = {x: 1};
const twice = shared;
const moreValues = {
  'string with backtick and both quotes': `it's "x" \`y\``,
  'string with all quotes and a template': `it's "x" \`y\` \${z}`,
  'symbol with no description': Symbol(),
  'object with symbol and string keys': {a: 1, [Symbol.for('k')]: 2},
  'array with a property': Object.assign([1, 2], {extra: 'x'}),
  'array of 101': Array.from({length: 101}, () => 0),
  'array of 6 short strings': ['a', 'bb', 'ccc', 'dddd', 'eeeee', 'ffffff'],
  'array of 26 mixed-length numbers': Array.from({length: 26}, (_, i) => i ** 3),
  'array of objects long': Array.from({length: 4}, (_, i) => ({index: i, label: 'x'.repeat(i * 10)})),
  'deep nest past depth': {l1: {l2: {l3: {l4: 1}}, arr: [[[[1]]]]}, m: new Map([[1, {a: {b: {c: 1}}}]])},
  'circular array': loopArray,
  'circular map': loopMap,
  'same object twice': {a: shared, b: twice},
  'map with object keys': new Map(/** @type {[unknown, unknown][]} */ ([[{k: 1}, [1, 2]], ['s', new Set([1])]])),
  'set of objects': new Set([{a: 1}, [1, 2], 'x']),
  'long set': new Set(Array.from({length: 30}, (_, i) => `v${i}`)),
  'long map': new Map(Array.from({length: 8}, (_, i) => [`key${i}`, 'x'.repeat(10)])),
  'invalid date': new Date(Number.NaN),
  'regexp with flags in object': {re: /a\/b/msuy},
  'anonymous function': [function () {}][0],
  'generator function': function* gen() {},
  'async arrow': async () => {},
  'anonymous class': [class {}][0],
  'class extends anonymous base': class Child extends Sword {},
  'function with a property': Object.assign(function tool() {}, {version: 2}),
  'error in an object': {err: Object.assign(new Error('nested'), {stack: undefined})},
  'range error without stack': Object.assign(new RangeError('too far'), {stack: undefined}),
  'number keys': {1: 'a', 2: 'b', '-1': 'c'},
  'negative zero in array': [-0, 0, -1.5e-7, 1e21],
  'big values': [Number.MAX_SAFE_INTEGER, -Infinity, 2n ** 70n],
  'nested empty': {a: {}, b: [], c: new Map(), d: new Set()},
  'object with 30 keys': Object.fromEntries(Array.from({length: 30}, (_, i) => [`k${i}`, i])),
  'getter and setter': {get a() { return 1; }, set a(/** @type {number} */ v) {}, set b(/** @type {number} */ v) {}},
  'null-proto nested': {inner: Object.assign(Object.create(null), {x: 1})},
  'boxed number with negative zero': new Number(-0),
  'boxed string empty': new String(''),
  'date with property': Object.assign(new Date(0), {label: 'epoch'}),
  'regexp with property': Object.assign(/x/, {label: 'r'}),
  'typed array in array': [new Int16Array([1, -1])],
  'object containing long string': {text: 'word '.repeat(30)},
  'multiline string in object': {text: 'line1\nline2'},
  'array of arrays wide': [[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12]],
  'weakref-like tag': {[Symbol.toStringTag]: 'Custom'},
  'class with static': class Config { static mode = 'dev'; },
};

for (const [name, value] of Object.entries(moreValues)) {
  test(`inspect: ${name} prints as in Node`, () => {
    assert.equal(inspect(value), util.inspect(value));
  });
}

const moreFormatCases = /** @type {unknown[][]} */ ([
  ['%c styled', 'color: red'],
  ['%%s literal', 1],
  ['%d', 10n],
  ['%i', 10n],
  ['%d', '0x10'],
  ['%f', 'abc'],
  ['%s', 5n],
  ['%s', Symbol('s')],
  ['%s', -0],
  ['%s', null],
  [1, [2, [3]]],
  ['%s', new Error('e')],
  ['%j', {toJSON() { return 'j'; }}],
  ['%O', {a: {b: {c: {d: 1}}}}],
  ['a%', 1],
  ['%x', 1],
  [Symbol('a'), 'b'],
  [-0, '-0'],
  ['%s:%s', 'only one'],
  ['%d', {}],
  ['%i', 'abc'],
  ['%s', function f() {}],
]);
for (const args of moreFormatCases) {
  test(`format(${args.map((a) => typeof a).join(', ')}) with ${String(args[0]).slice(0, 12)} prints as console.log does`, () => {
    assert.equal(format(...args), util.format(...args));
  });
}
