// The samples whose resolution plans the tests check, per workspace: together they cover every binding type,
// the three scopes, getAll, optional, named and tagged injections, parent and child containers, async
// resolution, and failing ones: a missing service at the root's injection and two injections below it, an
// ambiguous one, a circular graph. The Node test (plans.test.mjs) checks what a reader would see in each; the
// browser parity test (tests/browser/plan-parity.spec.ts) checks that the browser reports the same.
import fs from 'node:fs';
import path from 'node:path';
import {samplesDir} from '../../src/samples/shared/versions.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Paths below examples/vN/src/; a workspace lacking one skips it (6.x has no toResolvedValue, 8.x no toProvider). */
const CANDIDATES = [
  'fundamentals/binding/scope-singleton.ts',
  'fundamentals/binding/scope-request.ts',
  'fundamentals/binding/constraints.ts',
  'api/decorator/named.ts',
  'api/decorator/tagged.ts',
  'api/decorator/optional.ts',
  'api/binding-syntax/to-constant-value.ts',
  'api/binding-syntax/to-dynamic-value.ts',
  'api/binding-syntax/to-factory.ts',
  'api/binding-syntax/to-provider.ts',
  'api/binding-syntax/to-service.ts',
  'api/binding-syntax/to-resolved-value.ts',
  'api/binding-syntax/to-constructor.ts',
  'guides/migrating-to-v7/get-all.ts',
  'fundamentals/di-hierarchy/get-all-chained.ts',
  'fundamentals/di-hierarchy/cached-bindings.ts',
  'fundamentals/binding/async-binding-get.ts',
  'fundamentals/lifecycle/activation/async-activation.ts',
  'api/errors/no-bindings-found.ts',
  'api/errors/no-bindings-found-nested.ts',
  'api/errors/ambiguous-bindings.ts',
  'api/errors/circular-dependency.ts',
];

/**
 * @param {import('../../src/samples/shared/versions.mjs').Version} version
 * @returns {string[]} sample paths relative to the repository root
 */
export function planSamples(version) {
  return CANDIDATES.map((f) => `${samplesDir(version)}${f}`).filter((f) => fs.existsSync(path.join(ROOT, f)));
}
