// Two runs' printed lines compared line by line, trailing spaces ignored: the sample panel's check against a sample's
// `// prints:` lines (compareOutput in src/samples/page/runner/) and the upgrade panel's side-by-side verdict
// (src/upgrade/compareRuns.mjs) both read it. Pure and browser-safe.

/**
 * Every line number (from 1) where the two lists differ, with each side's line where it has one.
 * @param {readonly string[]} a
 * @param {readonly string[]} b
 * @returns {{line: number, a?: string, b?: string}[]}
 */
export function lineDifferences(a, b) {
  const left = a.map((l) => l.trimEnd());
  const right = b.map((l) => l.trimEnd());
  const out = [];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i] !== right[i]) out.push({line: i + 1, ...(left[i] === undefined ? {} : {a: left[i]}), ...(right[i] === undefined ? {} : {b: right[i]})});
  }
  return out;
}
