// Formats console arguments the way Node's console does (util.format / util.inspect with default options:
// depth 2, breakLength 80, compact 3), for the values code samples print: primitives, arrays, typed arrays, plain
// objects, class instances, Maps, Sets, WeakMaps, WeakSets, ArrayBuffers, DataViews, boxed primitives, `arguments`, Dates, RegExps, functions,
// classes, errors, symbols, promises and circular references.
// Written for the browser runner's worker; tests/unit/runner-inspect.test.mjs compares it with Node. What a page
// cannot read synchronously is not printed as Node does: a promise always prints `<pending>` (Node shows a settled
// one's value) and a Map or Set iterator prints no entries (reading them would consume the iterator).

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const BREAK_LENGTH = 80;
const MAX_DEPTH = 2;
const COMPACT = 3;
const MAX_ARRAY = 100;

/**
 * State of one inspect() call: the objects being formatted (for circular references), the reference numbers
 * given out, the current indentation and depth, and how many array items the last array left out.
 * @typedef {{seen: unknown[], circular: Map<unknown, number>, indentationLvl: number, currentDepth: number, extra: number}} Context
 */

/**
 * Quotes a string as util.inspect does: single quotes unless the string contains them.
 * @param {string} s
 */
function quote(s) {
  let q = "'";
  if (s.includes("'")) {
    if (!s.includes('"')) q = '"';
    else if (!s.includes('`') && !s.includes('${')) q = '`';
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what gets escaped
  const escaped = s.replace(/[\\\n\t\r\b\f\v\x00-\x1f]/g, (c) => {
    const named = /** @type {Record<string, string | undefined>} */ ({'\\': '\\\\', '\n': '\\n', '\t': '\\t', '\r': '\\r', '\b': '\\b', '\f': '\\f', '\v': '\\v'})[c];
    return named ?? `\\x${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`;
  });
  return q + (q === "'" ? escaped.replace(/'/g, "\\'") : escaped) + q;
}

/** @param {number} n */
function formatNumber(n) {
  return Object.is(n, -0) ? '-0' : String(n);
}

/**
 * @param {unknown} value
 * @returns {string}
 */
function formatPrimitive(value) {
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      return formatNumber(value);
    case 'bigint':
      return `${value}n`;
    case 'symbol':
      return value.toString();
    case 'undefined':
      return 'undefined';
    default:
      return String(value);
  }
}

/**
 * @param {object} value
 * @returns {string | null}
 */
function constructorName(value) {
  let proto = Object.getPrototypeOf(value);
  while (proto !== null) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, 'constructor');
    if (descriptor !== undefined && typeof descriptor.value === 'function' && descriptor.value.name !== '') {
      return descriptor.value.name;
    }
    proto = Object.getPrototypeOf(proto);
  }
  return null;
}

/** @param {string | symbol} key */
function formatKey(key) {
  if (typeof key === 'symbol') return `[${key.toString()}]`;
  return IDENTIFIER.test(key) ? key : quote(key);
}

/** @param {Function} fn */
function functionBase(fn) {
  const source = Function.prototype.toString.call(fn);
  if (source.startsWith('class') && /^class\b/.test(source)) {
    const parent = Object.getPrototypeOf(fn);
    const extendsPart = typeof parent === 'function' && parent.name !== '' ? ` extends ${parent.name}` : '';
    return `[class ${fn.name === '' ? '(anonymous)' : fn.name}${extendsPart}]`;
  }
  const kind = Object.prototype.toString.call(fn).slice(8, -1); // Function, AsyncFunction, GeneratorFunction...
  return `[${kind}${fn.name === '' ? ' (anonymous)' : `: ${fn.name}`}]`;
}

/** @param {Error} err */
function errorBase(err) {
  const header = Error.prototype.toString.call(err);
  const stack = typeof err.stack === 'string' && err.stack !== '' ? err.stack : header;
  // Node brackets an error that has no stack frames (V8's frames are "\n    at" lines, after the header).
  return stack.startsWith(header) && !stack.includes('\n    at') ? `[${stack}]` : stack;
}

/** @type {[string, (this: unknown) => unknown][]} */
const BOXED = [
  ['Number', Number.prototype.valueOf],
  ['String', String.prototype.valueOf],
  ['Boolean', Boolean.prototype.valueOf],
  ['BigInt', BigInt.prototype.valueOf],
  ['Symbol', Symbol.prototype.valueOf],
];

/**
 * The type and primitive of a boxed primitive (`new String('s')`), found by the one valueOf that accepts it.
 * @param {object} value
 * @returns {{type: string, primitive: unknown} | null}
 */
function boxedPrimitive(value) {
  for (const [type, valueOf] of BOXED) {
    try {
      return {type, primitive: valueOf.call(value)};
    } catch {
      // not a boxed value of this type
    }
  }
  return null;
}

/**
 * Rows of short array items, as Node groups arrays of more than six entries.
 * @param {Context} ctx
 * @param {string[]} output
 * @param {unknown[] | undefined} value
 * @returns {string[]}
 */
function groupArrayElements(ctx, output, value) {
  let totalLength = 0;
  let maxLength = 0;
  let i = 0;
  let outputLength = output.length;
  if (ctx.extra > 0) outputLength--; // the "... more items" entry is not grouped
  const separatorSpace = 2; // ", "
  const dataLen = new Array(outputLength);
  for (; i < outputLength; i++) {
    const len = output[i].length;
    dataLen[i] = len;
    totalLength += len + separatorSpace;
    if (maxLength < len) maxLength = len;
  }
  const actualMax = maxLength + separatorSpace;
  if (actualMax * 3 + ctx.indentationLvl < BREAK_LENGTH && (totalLength / actualMax > 5 || maxLength <= 6)) {
    const averageBias = Math.sqrt(actualMax - totalLength / output.length);
    const biasedMax = Math.max(actualMax - 3 - averageBias, 1);
    const columns = Math.min(
      Math.round(Math.sqrt(2.5 * biasedMax * outputLength) / biasedMax),
      Math.floor((BREAK_LENGTH - ctx.indentationLvl) / actualMax),
      COMPACT * 4,
      15,
    );
    if (columns <= 1) return output;
    const tmp = [];
    const maxLineLength = [];
    for (let c = 0; c < columns; c++) {
      let lineLength = 0;
      for (let j = c; j < outputLength; j += columns) if (dataLen[j] > lineLength) lineLength = dataLen[j];
      maxLineLength.push(lineLength + separatorSpace);
    }
    // Numbers and bigints are right-aligned, everything else left-aligned.
    const pad = value !== undefined && value.slice(0, outputLength).every((v) => typeof v === 'number' || typeof v === 'bigint') ? 'padStart' : 'padEnd';
    for (let r = 0; r < outputLength; r += columns) {
      const max = Math.min(r + columns, outputLength);
      let str = '';
      let j = r;
      for (; j < max - 1; j++) {
        const padding = maxLineLength[j - r] + output[j].length - dataLen[j];
        str += `${output[j]}, `[pad](padding, ' ');
      }
      if (pad === 'padStart') {
        const padding = maxLineLength[j - r] + output[j].length - dataLen[j] - separatorSpace;
        str += output[j].padStart(padding, ' ');
      } else {
        str += output[j];
      }
      tmp.push(str);
    }
    if (ctx.extra > 0) tmp.push(output[outputLength]);
    return tmp;
  }
  return output;
}

/**
 * @param {Context} ctx
 * @param {string[]} output
 * @param {number} start
 * @param {string} base
 */
function isBelowBreakLength(ctx, output, start, base) {
  let total = output.length + start;
  if (total + output.length > BREAK_LENGTH) return false;
  for (const entry of output) {
    total += entry.length;
    if (total > BREAK_LENGTH) return false;
  }
  return base === '' || !base.includes('\n');
}

/**
 * @param {Context} ctx
 * @param {string[]} output
 * @param {string} base
 * @param {string[]} braces
 * @param {boolean} isArrayLike
 * @param {number} recurseTimes
 * @param {unknown[] | undefined} value
 * @returns {string}
 */
function reduceToSingleString(ctx, output, base, braces, isArrayLike, recurseTimes, value) {
  const entries = output.length;
  if (isArrayLike && entries > 6) output = groupArrayElements(ctx, output, value);
  if (ctx.currentDepth - recurseTimes < COMPACT && entries === output.length) {
    const start = output.length + ctx.indentationLvl + braces[0].length + base.length + 10;
    if (isBelowBreakLength(ctx, output, start, base)) {
      const joined = output.join(', ');
      if (!joined.includes('\n')) return `${base ? `${base} ` : ''}${braces[0]} ${joined} ${braces[1]}`;
    }
  }
  const indentation = `\n${' '.repeat(ctx.indentationLvl)}`;
  return `${base ? `${base} ` : ''}${braces[0]}${indentation}  ${output.join(`,${indentation}  `)}${indentation}${braces[1]}`;
}

/**
 * @param {object} value
 * @param {boolean} skipIndices
 * @returns {(string | symbol)[]}
 */
function ownEntries(value, skipIndices) {
  const keys = Object.keys(value).filter((k) => !(skipIndices && /^(0|[1-9]\d*)$/.test(k)));
  const symbols = Object.getOwnPropertySymbols(value).filter((s) => Object.prototype.propertyIsEnumerable.call(value, s));
  return [...keys, ...symbols];
}

/**
 * @param {Context} ctx
 * @param {{[key: string | symbol]: unknown}} value
 * @param {number} recurseTimes
 * @param {string | symbol} key
 */
function formatProperty(ctx, value, recurseTimes, key) {
  const descriptor = Object.getOwnPropertyDescriptor(value, key);
  let shown;
  if (descriptor !== undefined && descriptor.value === undefined && (descriptor.get || descriptor.set)) {
    shown = descriptor.get && descriptor.set ? '[Getter/Setter]' : descriptor.get ? '[Getter]' : '[Setter]';
  } else {
    ctx.indentationLvl += 2;
    shown = formatValue(ctx, value[key], recurseTimes);
    ctx.indentationLvl -= 2;
  }
  return `${formatKey(key)}: ${shown}`;
}

/**
 * @param {Context} ctx
 * @param {unknown} value
 * @param {number} recurseTimes
 * @returns {string}
 */
function formatValue(ctx, value, recurseTimes) {
  if ((typeof value !== 'object' || value === null) && typeof value !== 'function') return formatPrimitive(value);
  if (ctx.seen.includes(value)) {
    let index = ctx.circular.get(value);
    if (index === undefined) {
      index = ctx.circular.size + 1;
      ctx.circular.set(value, index);
    }
    return `[Circular *${index}]`;
  }
  return formatRaw(ctx, /** @type {{[key: string | symbol]: unknown}} an object's properties */ (value), recurseTimes);
}

/**
 * @param {Context} ctx
 * @param {{[key: string | symbol]: unknown}} value
 * @param {number} recurseTimes
 * @returns {string}
 */
function formatRaw(ctx, value, recurseTimes) {
  const name = constructorName(value);
  // An own enumerable tag is printed among the keys, so not again in the prefix.
  const rawTag = value[Symbol.toStringTag];
  const tag = typeof rawTag === 'string' && !Object.prototype.propertyIsEnumerable.call(value, Symbol.toStringTag) ? rawTag : '';
  /**
   * @param {string} fallback
   * @param {number} [size]
   */
  const prefixFor = (fallback, size) => {
    const base = name ?? `[${fallback}: null prototype]`;
    const sized = size === undefined ? base : `${base}(${size})`;
    return tag !== '' && tag !== name ? `${sized} [${tag}] ` : `${sized} `;
  };
  /** @type {string[]} */
  let braces;
  let base = '';
  /** @type {(string | symbol)[]} */
  let keys;
  /** @type {() => string[]} */
  let formatter = () => [];
  let isArrayLike = false;
  let noEntries = false;
  /** @type {{type: string, primitive: unknown} | null} */
  let boxed = null;

  const typedArray = ArrayBuffer.isView(value) && !(value instanceof DataView);
  if (Array.isArray(value) || typedArray) {
    isArrayLike = true;
    const items = /** @type {unknown[]} an array or a typed array */ (/** @type {unknown} */ (value));
    // A typed array always names its type and length; an array only when it is a subclass.
    const prefix = name === 'Array' ? '' : prefixFor(typedArray ? String(rawTag) : 'Array', items.length);
    braces = [`${prefix}[`, ']'];
    keys = ownEntries(value, true);
    noEntries = items.length === 0 && keys.length === 0;
    formatter = () => {
      const out = [];
      const shown = Math.min(items.length, MAX_ARRAY);
      for (let i = 0; i < shown; i++) {
        if (!Object.prototype.hasOwnProperty.call(items, i)) {
          out.push('<1 empty item>');
          continue;
        }
        ctx.indentationLvl += 2;
        out.push(formatValue(ctx, items[i], recurseTimes));
        ctx.indentationLvl -= 2;
      }
      if (items.length > shown) {
        ctx.extra = items.length - shown;
        out.push(`... ${items.length - shown} more item${items.length - shown > 1 ? 's' : ''}`);
      }
      return out;
    };
  } else if (value instanceof Set || value instanceof Map) {
    const collection = value;
    keys = ownEntries(collection, false);
    braces = [`${prefixFor(collection instanceof Map ? 'Map' : 'Set', collection.size)}{`, '}'];
    noEntries = collection.size === 0 && keys.length === 0;
    /** @param {unknown} entry a Set's value, or a Map's [key, value] */
    const entry = (entry) =>
      collection instanceof Map
        ? `${formatValue(ctx, /** @type {unknown[]} */ (entry)[0], recurseTimes)} => ${formatValue(ctx, /** @type {unknown[]} */ (entry)[1], recurseTimes)}`
        : formatValue(ctx, entry, recurseTimes);
    formatter = () => {
      ctx.indentationLvl += 2;
      const out = [...collection].map(entry);
      ctx.indentationLvl -= 2;
      return out;
    };
  } else {
    keys = ownEntries(value, false);
    braces = ['{', '}'];
    if (typeof value === 'function') {
      base = functionBase(value);
      keys = keys.filter((k) => k !== 'prototype');
      if (keys.length === 0) return base;
    } else if (value instanceof Error) {
      base = errorBase(value);
      if (keys.length === 0) return base;
    } else if (value instanceof Date) {
      base = Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
      if (keys.length === 0) return base;
    } else if (value instanceof RegExp) {
      base = RegExp.prototype.toString.call(value);
      if (keys.length === 0) return base;
    } else if (value instanceof Promise) {
      // A promise's state cannot be read synchronously outside Node: one logged straight after the call that made
      // it is pending in Node too.
      braces = [`${prefixFor('Promise')}{`, '}'];
      formatter = () => ['<pending>'];
    } else if (value instanceof ArrayBuffer) {
      braces = [`${prefixFor('ArrayBuffer')}{`, '}'];
      keys.unshift('byteLength');
      formatter = () => {
        const bytes = [...new Uint8Array(value, 0, Math.min(value.byteLength, MAX_ARRAY))].map((b) => b.toString(16).padStart(2, '0'));
        const more = value.byteLength - MAX_ARRAY;
        return [`[Uint8Contents]: <${bytes.join(' ')}${more > 0 ? ` ... ${more} more byte${more > 1 ? 's' : ''}` : ''}>`];
      };
    } else if (value instanceof DataView) {
      braces = [`${prefixFor('DataView')}{`, '}'];
      keys.unshift('byteLength', 'byteOffset', 'buffer');
    } else if (value instanceof WeakMap || value instanceof WeakSet) {
      braces = [`${prefixFor(value instanceof WeakMap ? 'WeakMap' : 'WeakSet')}{`, '}'];
      formatter = () => ['<items unknown>'];
    } else if ((boxed = boxedPrimitive(value)) !== null) {
      const own = boxed.type === name ? '' : name === null ? ' (null prototype)' : ` (${name})`;
      base = `[${boxed.type}${own}: ${formatPrimitive(boxed.primitive)}]${tag !== '' && tag !== name ? ` [${tag}]` : ''}`;
      // A String's characters are its index keys.
      if (boxed.type === 'String') keys = ownEntries(value, true);
      if (keys.length === 0) return base;
    } else if (name === 'Object') {
      if (rawTag === undefined && Object.prototype.toString.call(value) === '[object Arguments]') braces[0] = '[Arguments] {';
      else if (tag !== '') braces[0] = `Object [${tag}] {`;
      noEntries = keys.length === 0;
    } else {
      braces[0] = `${prefixFor('Object')}{`;
      noEntries = keys.length === 0 && !(value instanceof Promise);
    }
  }

  if (noEntries) return `${braces[0]}${braces[1]}`;
  if (recurseTimes > MAX_DEPTH) {
    if (Array.isArray(value)) return '[Array]';
    return `[${name ?? 'Object: null prototype'}]`;
  }

  recurseTimes += 1;
  ctx.seen.push(value);
  ctx.currentDepth = recurseTimes;
  const savedExtra = ctx.extra;
  ctx.extra = 0;
  const output = formatter();
  for (const key of keys) output.push(formatProperty(ctx, value, recurseTimes, key));
  ctx.seen.pop();
  const reference = ctx.circular.get(value);
  if (reference !== undefined) {
    const ref = `<ref *${reference}>`;
    if (base === '') braces[0] = `${ref} ${braces[0]}`;
    else base = `${ref} ${base}`;
  }
  const result = reduceToSingleString(ctx, output, base, braces, isArrayLike, recurseTimes, isArrayLike ? /** @type {unknown[]} */ (/** @type {unknown} */ (value)) : undefined);
  ctx.extra = savedExtra;
  return result;
}

/**
 * util.inspect(value) with Node's default options.
 * @param {unknown} value
 */
export function inspect(value) {
  return formatValue({seen: [], circular: new Map(), indentationLvl: 0, currentDepth: 0, extra: 0}, value, 0);
}

/**
 * util.format(...args): what console.log prints for these arguments.
 * @param {...unknown} args
 * @returns {string}
 */
export function format(...args) {
  if (args.length === 0) return '';
  let first = args[0];
  let rest = 1;
  let out = '';
  if (typeof first === 'string') {
    if (args.length === 1) return first;
    out = first.replace(/%([sdifjoOc%])/g, (match, spec) => {
      if (spec === '%') return '%';
      if (rest >= args.length) return match;
      const arg = args[rest++];
      switch (spec) {
        case 's':
          return typeof arg === 'string' ? arg : typeof arg === 'bigint' ? `${arg}n` : typeof arg === 'object' && arg !== null ? inspect(arg) : formatPrimitive(arg).replace(/^'(.*)'$/s, '$1');
        case 'd':
        case 'i':
          return typeof arg === 'bigint' ? `${arg}n` : formatNumber(spec === 'i' ? Number.parseInt(/** @type {string} parseInt converts it */ (arg)) : Number(arg));
        case 'f':
          return formatNumber(Number.parseFloat(/** @type {string} parseFloat converts it */ (arg)));
        case 'j':
          try {
            return JSON.stringify(arg);
          } catch {
            return '[Circular]';
          }
        case 'c':
          return '';
        default:
          return inspect(arg);
      }
    });
  } else {
    out = inspect(first);
  }
  for (; rest < args.length; rest++) {
    const arg = args[rest];
    out += ` ${typeof arg === 'string' ? arg : inspect(arg)}`;
  }
  return out;
}
