// What one run of sample code may take, in one place: the worker cuts long lines (worker.mjs), the frame ends a
// worker that floods it (frame.mjs), the page stops a run at any limit (index.ts), and the panel and the tests
// read the same numbers.

/** A run is stopped this long after the sample's code starts; nothing the code does extends it. */
export const TIME_LIMIT_MS = 5000;
/** A runner that has not started the sample's code within this time is given up (the frame and release load first). */
export const START_LIMIT_MS = 30_000;
/** Lines of console output a run may print. */
export const LINE_LIMIT = 1000;
/** UTF-8 bytes one console line may hold; the rest is cut, and the line says so. */
export const LINE_BYTES = 10 * 1024;
/** UTF-8 bytes of console output one run may print in all. */
export const RUN_BYTES = 200 * 1024;
/** A type check (or the emit of a Run) of edited code, or of a link's, is given up after this long and its worker ended. */
export const CHECK_TIME_LIMIT_MS = 20_000;
/**
 * Most type errors of one file the editor's worker sends to the page, and the page underlines and lists (the rest are
 * counted: "and N more"). Code can have tens of thousands (a link's `0();` repeated): sent and drawn whole, they froze
 * the page for seconds.
 */
export const DIAGNOSTIC_LIMIT = 100;
