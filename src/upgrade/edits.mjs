// The upgrade's edits as the page uses them (./transform.mjs makes them): applying the ones the reader accepts, and
// the hunks of the per-file diff. Pure and small, so that the page's upgrade panel carries it without the transform.

/**
 * @typedef {import('./transform.mjs').UpgradeEdit} UpgradeEdit
 * @typedef {object} Hunk  one change as the diff shows it: the original lines it touches and what they become
 * @property {string} edit  the edit's id
 * @property {number} line  1-based number of the first original line shown
 * @property {string[]} removed  the original lines
 * @property {string[]} added    the same lines with the edit applied
 */

/**
 * `text` with `edits` applied (edits of this one file, on its original text, not overlapping).
 * @param {string} text
 * @param {readonly (Pick<UpgradeEdit, 'start' | 'end' | 'text'> & Partial<UpgradeEdit>)[]} edits
 * @returns {string}
 */
export function applyEdits(text, edits) {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at || edit.end < edit.start || edit.end > text.length) throw new Error(`The upgrade's edits overlap or leave the file (at offset ${edit.start}).`);
    out += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + text.slice(at);
}

/**
 * The diff of one edit: the whole original lines it touches, before and after.
 * @param {string} text the file's original text
 * @param {Pick<UpgradeEdit, 'id' | 'start' | 'end' | 'text'>} edit
 * @returns {Hunk}
 */
export function hunkOf(text, edit) {
  const from = text.lastIndexOf('\n', edit.start - 1) + 1;
  const newline = text.indexOf('\n', edit.end > edit.start ? edit.end - 1 : edit.end);
  const to = newline === -1 ? text.length : newline;
  const before = text.slice(from, to);
  const after = before.slice(0, edit.start - from) + edit.text + before.slice(edit.end - from);
  const line = text.slice(0, from).split('\n').length;
  // An insertion of whole lines shows no removed line.
  const removed = before === '' && edit.start === edit.end ? [] : before.split('\n');
  return {edit: edit.id, line, removed, added: after === '' && edit.text === '' ? [] : after.split('\n')};
}
