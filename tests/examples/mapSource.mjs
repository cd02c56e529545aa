// What a sample's source says about its container map, read from the text of simple samples (top-level code, one
// statement per binding): the containers it creates in order with their parents, the bindings each `bind` chain
// registers, the injections each class declares with decorators, and the identifiers it never names again after
// binding them. tests/examples/container-map.test.mjs compares these with the map the capture reads from the release.

/**
 * @typedef {import('../../src/samples/shared/containerMap').MapDependency} MapDependency
 * @typedef {{name: string, number: number, parent?: number, defaultScope?: string}} SourceContainer
 * @typedef {{container: number, serviceIdentifier: string, type: string, implementation?: string, scope?: string, name?: string, tag?: {key: string, value: string}, target?: string, expression: string}} SourceBinding
 *   `expression`: the identifier as the source writes it; `target`: a redirection's target identifier
 */

/**
 * The sample's code without its line comments (they may name identifiers, or hold commas inside a parameter list).
 * @param {string} source
 */
export const codeOf = (source) => source.replace(/(^|[^:'"])\/\/.*$/gm, '$1');

/**
 * The text between the bracket at `open` and its match, and the index after the match.
 * @param {string} text
 * @param {number} open index of '(' or '{'
 */
function balanced(text, open) {
  const close = text[open] === '(' ? ')' : '}';
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === text[open]) depth += 1;
    else if (text[i] === close && --depth === 0) return {inner: text.slice(open + 1, i), end: i + 1};
  }
  throw new Error(`unbalanced ${text[open]} at ${open}`);
}

/** Splits a parameter or argument list at its top-level commas. @param {string} list */
function splitTopLevel(list) {
  /** @type {string[]} */
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if ('([{<'.includes(c)) depth += 1;
    else if (')]}>'.includes(c)) depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/**
 * An identifier expression as the release prints it: a string literal's text, a class's name, `Symbol(x)` for
 * `Symbol.for('x')` or `Symbol('x')`, or what a constant of the sample holding one of those is; undefined for anything
 * else.
 * @param {string} expression
 * @param {Map<string, string>} names the classes and identifier constants the sample declares, by name
 * @returns {string | undefined}
 */
function identifierText(expression, names) {
  const e = expression.trim();
  const literal = /^(['"])(.*)\1$/.exec(e);
  if (literal) return literal[2];
  const symbol = /^Symbol(?:\.for)?\((['"])(.*)\1\)$/.exec(e);
  if (symbol) return `Symbol(${symbol[2]})`;
  return names.get(e);
}

/**
 * The names a sample gives identifiers: its classes, and its top-level constants that hold a string or a symbol.
 * @param {string} source
 * @returns {Map<string, string>}
 */
function namesOf(source) {
  /** @type {Map<string, string>} */
  const names = new Map([...source.matchAll(/\bclass\s+(\w+)/g)].map((m) => [m[1], m[1]]));
  for (const m of source.matchAll(/^(?:export\s+)?const\s+(\w+)(?::[^=]+)?=\s*(.+?);$/gm)) {
    const text = identifierText(m[2], new Map());
    if (text !== undefined) names.set(m[1], text);
  }
  return names;
}

/**
 * The containers a sample creates, in source order (its creation order: samples create them at the top level).
 * @param {string} source
 * @returns {SourceContainer[]}
 */
export function containersOf(source) {
  const code = codeOf(source);
  /** @type {SourceContainer[]} */
  const out = [];
  for (const m of code.matchAll(/(?:const|let)\s+(\w+)(?::\s*Container)?\s*=\s*(?:new\s+Container\(|(\w+)\.createChild\()/g)) {
    const open = /** @type {number} */ (m.index) + m[0].length - 1;
    const args = balanced(code, open).inner;
    const parentName = m[2] ?? /\bparent:\s*(\w+)/.exec(args)?.[1];
    const parent = out.find((c) => c.name === parentName);
    /** @type {SourceContainer} */
    const container = {name: m[1], number: out.length + 1};
    if (parent !== undefined) container.parent = parent.number;
    const scope = /defaultScope:\s*['"](\w+)['"]/.exec(args)?.[1] ?? (m[2] !== undefined && args.trim() === '' ? parent?.defaultScope : undefined);
    if (scope !== undefined) container.defaultScope = scope;
    out.push(container);
  }
  return out;
}

/** The binding type each `to…` method of the fluent syntax makes, per family (6.x implements toService with a dynamic value). */
const TYPES = /** @type {Record<string, string>} */ ({
  to: 'Instance',
  toSelf: 'Instance',
  toConstantValue: 'ConstantValue',
  toDynamicValue: 'DynamicValue',
  toFactory: 'Factory',
  toProvider: 'Provider',
  toResolvedValue: 'ResolvedValue',
  toConstructor: 'Constructor',
});
const SCOPES = /** @type {Record<string, string>} */ ({inSingletonScope: 'Singleton', inTransientScope: 'Transient', inRequestScope: 'Request'});

/**
 * The bindings a sample registers with `<container>.bind(id).to…()…` statements, in source order; a statement whose
 * identifier or target this reader cannot name is left out.
 * @param {string} source
 * @param {string} version
 * @returns {SourceBinding[]}
 */
export function bindingsOf(source, version) {
  const code = codeOf(source);
  const classes = namesOf(code);
  const containers = containersOf(source);
  /** @type {SourceBinding[]} */
  const out = [];
  for (const m of code.matchAll(/\b(\w+)\s*\.bind(?:<[^>]*>)?\(/g)) {
    const container = containers.find((c) => c.name === m[1]);
    if (container === undefined) continue;
    const call = balanced(code, /** @type {number} */ (m.index) + m[0].length - 1);
    const serviceIdentifier = identifierText(call.inner, classes);
    if (serviceIdentifier === undefined) continue;
    /** @type {{method: string, args: string[]}[]} */
    const chain = [];
    let at = call.end;
    for (let step = /^\s*\.(\w+)(?:<[^>]*>)?\(/.exec(code.slice(at)); step !== null; step = /^\s*\.(\w+)(?:<[^>]*>)?\(/.exec(code.slice(at))) {
      const args = balanced(code, at + step[0].length - 1);
      chain.push({method: step[1], args: splitTopLevel(args.inner)});
      at = args.end;
    }
    const to = chain.find((s) => /^to/.test(s.method));
    if (to === undefined) continue;
    const type = to.method === 'toService' ? (version === 'v6' ? 'DynamicValue' : 'ServiceRedirection') : TYPES[to.method];
    if (type === undefined) continue;
    /** @type {SourceBinding} */
    const binding = {container: container.number, serviceIdentifier, type, expression: call.inner.trim()};
    if (to.method === 'toSelf') binding.implementation = serviceIdentifier;
    if (type === 'ServiceRedirection') binding.target = identifierText(to.args[0] ?? '', classes);
    if (to.method === 'to' || to.method === 'toConstructor') {
      const implementation = identifierText(to.args[0] ?? '', classes);
      if (implementation === undefined) continue;
      binding.implementation = implementation;
    }
    const scoped = chain.find((s) => s.method in SCOPES);
    if (scoped !== undefined) binding.scope = SCOPES[scoped.method];
    else if (type === 'Instance') binding.scope = container.defaultScope ?? 'Transient';
    const named = chain.find((s) => s.method === 'whenNamed' || s.method === 'whenTargetNamed');
    if (named !== undefined) binding.name = identifierText(named.args[0], classes);
    const tagged = chain.find((s) => s.method === 'whenTagged' || s.method === 'whenTargetTagged');
    if (tagged !== undefined) binding.tag = {key: identifierText(tagged.args[0], classes) ?? tagged.args[0], value: identifierText(tagged.args[1], classes) ?? tagged.args[1]};
    out.push(binding);
  }
  return out;
}

/**
 * The injections each class declares with decorators: constructor parameters (by position) and properties, each
 * with the identifier, name, tags, optional and multiple its decorators give. A parameter without @inject takes its
 * declared type, when that is a class of the sample (its design:paramtypes entry).
 * @param {string} source
 * @returns {Map<string, MapDependency[]>}
 */
export function injectionsOf(source) {
  const code = codeOf(source);
  const classes = namesOf(code);
  /** @type {Map<string, MapDependency[]>} */
  const out = new Map();
  for (const m of code.matchAll(/\bclass\s+(\w+)[^{]*\{/g)) {
    const body = balanced(code, /** @type {number} */ (m.index) + m[0].length - 1).inner;
    /** @type {MapDependency[]} */
    const dependencies = [];
    const constructor = /\bconstructor\s*\(/.exec(body);
    let outside = body;
    if (constructor !== null) {
      const params = balanced(body, constructor.index + constructor[0].length - 1);
      outside = body.slice(0, constructor.index) + body.slice(params.end);
      splitTopLevel(params.inner).forEach((param, index) => {
        const dependency = decorated(param, {kind: 'constructor', index}, classes);
        if (dependency !== undefined) dependencies.push(dependency);
      });
    }
    // Method bodies are not properties: only the class body's own lines are read.
    for (const p of outside.matchAll(/((?:@\w+\([^)]*\)\s*)+)(?:(?:public|private|protected|readonly|declare)\s+)*(\w+)[!?]?\s*:/g)) {
      const dependency = decorated(p[1], {kind: 'property', name: p[2]}, classes);
      if (dependency !== undefined) dependencies.push(dependency);
    }
    out.set(m[1], dependencies);
  }
  return out;
}

/**
 * @param {string} text a parameter, or a property's decorators
 * @param {MapDependency['edge']} edge
 * @param {Map<string, string>} classes
 * @returns {MapDependency | undefined}
 */
function decorated(text, edge, classes) {
  const decorators = [...text.matchAll(/@(\w+)\(([^)]*(?:\([^)]*\)[^)]*)*)\)/g)].map((d) => ({name: d[1], args: splitTopLevel(d[2])}));
  if (decorators.some((d) => d.name === 'unmanaged')) return undefined;
  const inject = decorators.find((d) => d.name === 'inject' || d.name === 'multiInject');
  let id;
  if (inject !== undefined) {
    const lazy = /^new LazyServiceIdentifier\(\(\) => (.*)\)$/.exec(inject.args[0] ?? '');
    id = identifierText(lazy?.[1] ?? inject.args[0] ?? '', classes);
  } else if (edge.kind === 'constructor') {
    id = identifierText(/:\s*(\w+)\s*$/.exec(text)?.[1] ?? '', classes);
  }
  if (id === undefined) return undefined;
  /** @type {MapDependency} */
  const dependency = {serviceIdentifier: id, edge};
  if (inject?.name === 'multiInject') dependency.multiple = true;
  if (decorators.some((d) => d.name === 'optional')) dependency.optional = true;
  const named = decorators.find((d) => d.name === 'named');
  if (named !== undefined) dependency.name = identifierText(named.args[0], classes);
  const tags = decorators.filter((d) => d.name === 'tagged').map((d) => ({key: identifierText(d.args[0], classes) ?? d.args[0], value: identifierText(d.args[1], classes) ?? d.args[1]}));
  if (tags.length > 0) dependency.tags = tags;
  return dependency;
}

/**
 * Bound identifiers the sample names only where it binds them: nothing asks for them, so no plan can hold them.
 * @param {string} source
 * @param {SourceBinding[]} bindings
 */
export function neverNamedAgain(source, bindings) {
  const code = codeOf(source);
  return bindings.filter((b) => {
    const uses = code.split(b.expression).length - 1;
    const bound = bindings.filter((other) => other.expression === b.expression).length;
    return uses === bound;
  });
}
