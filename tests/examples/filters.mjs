// The filters a writer narrows the example tests with, read once for every test file of tests/examples/:
// SAMPLES=v7,v8 (workspaces) and SAMPLES_FILTER=<part of a path>. A test that has nothing to narrow says in its name
// that it ran regardless, so that a filtered run never passes in silence over what it did not narrow.

/** The workspaces SAMPLES names, or undefined for all. */
const SELECTED = process.env.SAMPLES?.split(',').filter(Boolean);
export const SAMPLES_FILTER = process.env.SAMPLES_FILTER ?? '';
const FILTERED = SELECTED !== undefined || SAMPLES_FILTER !== '';

/** Whether SAMPLES leaves a workspace ('v7') in. @param {string} workspace */
export const workspaceSelected = (workspace) => SELECTED === undefined || SELECTED.includes(workspace);

/** Whether SAMPLES_FILTER leaves a path in. @param {string} file */
export const pathSelected = (file) => file.includes(SAMPLES_FILTER);

/** A test's name, marked when the filters were set but do not apply to it. @param {string} name */
export const regardless = (name) => (FILTERED ? `${name} (ran regardless of SAMPLES and SAMPLES_FILTER)` : name);

/**
 * Why the filters leave out a path of a workspace (`examples/v8/test-runners/`), for a test's `skip`; false when
 * they keep it.
 * @param {string} file relative to the site root, starting with examples/<workspace>/
 * @returns {string | false}
 */
export function filteredOut(file) {
  const workspace = file.split('/')[1];
  if (!workspaceSelected(workspace)) return `SAMPLES=${SELECTED?.join(',')} leaves out ${workspace}`;
  if (!pathSelected(file)) return `SAMPLES_FILTER=${SAMPLES_FILTER} leaves out ${file}`;
  return false;
}
