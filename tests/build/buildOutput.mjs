// What a clean `npm run build` or `npm start` prints: progress and results, never a line that reads like a problem
// (a warning, an error, a deprecation, an update banner). Such a line is either a defect to fix or noise that hides
// the next real one; tests/build/build-log.test.mjs and tests/browser/dev-server.spec.ts fail on it.
import {stripVTControlCharacters} from 'node:util';

// Words with which Docusaurus, Rspack and plugins report problems ("[WARNING]", "[Rspack Deprecation]", "[ERROR]"),
// and the update banner of Docusaurus ("Update available 3.9.2 → 3.10.2").
const PROBLEM = /\b(warn(ing)?s?|errors?|deprecat(ed|ion)|update available|excluded \d+ routes?)\b/i;

/**
 * The lines of `output` (terminal colours removed, runs of space made one) that report a problem.
 * @param {string} output
 * @returns {string[]}
 */
export function problemLines(output) {
  return stripVTControlCharacters(output)
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => PROBLEM.test(line));
}
