// Programs for the container map's tests that are not samples: CommonJS, as the v6 and v7 workspaces compile samples
// (tests/examples/container-map.test.mjs runs them in Node, tests/browser/untrusted.spec.ts in the browser).

/** A CommonJS program with the release's decorators at hand. @param {string} body */
export const program = (body) => ({entry: 'main.js', modules: {'main.js': `require('reflect-metadata');\nconst {Container, decorate, inject, injectable} = require('inversify');\n${body}`}});

// Classes A and B where A takes B, and a binding nothing asks for.
const RESOLVED = `
class B {}
decorate(injectable(), B);
class A { constructor(b) { this.b = b; } }
decorate(injectable(), A);
decorate(inject(B), A, 0);
const container = new Container();
container.bind(A).toSelf();
container.bind(B).toSelf().inSingletonScope();
container.bind('unused').toConstantValue(1);
container.get(A);
`;

/**
 * The same resolution, and the same followed by the replacement of every built-in the capture reads the map with
 * (array methods, Map and Set iteration, String.prototype.slice, Math, JSON.stringify): the map must come out the same.
 */
export const TAMPER_PROGRAMS = {
  plain: program(RESOLVED),
  tampered: program(`${RESOLVED}
for (const name of ['push', 'map', 'forEach', 'filter', 'find', 'some', 'entries', 'slice']) Array.prototype[name] = function () { throw new Error('replaced'); };
for (const name of ['add', 'has', 'values']) Set.prototype[name] = function () { throw new Error('replaced'); };
for (const name of ['entries', 'values', 'forEach']) Map.prototype[name] = function () { throw new Error('replaced'); };
String.prototype.slice = function () { return 'replaced'; };
Math.min = Math.max = () => 0;
JSON.stringify = () => '{"forged":true}';
`),
};
