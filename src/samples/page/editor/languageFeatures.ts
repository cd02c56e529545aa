// Completion and types on hover in the sample editor, from the version's TypeScript worker, where
// @valtown/codemirror-ts turns the language service's completions and quick info into CodeMirror's shapes
// (./compilerWorker.mjs). The editor side is these few lines rather than the package's own extensions: importing
// those brings TypeScript itself (3.9 MB) into the editor's chunk. The keyboard gets both: Ctrl+Space lists
// completions (CodeMirror's completion keymap), Ctrl+Shift+Space shows the type at the cursor, Escape closes it
// (not VS Code's Ctrl+K Ctrl+I: Ctrl+K is the site's search shortcut).
import {StateEffect, StateField, type Extension} from '@codemirror/state';
import {EditorView, hoverTooltip, keymap, showTooltip, type Tooltip, type TooltipView} from '@codemirror/view';
import {autocompletion} from '@codemirror/autocomplete';
import type {HoverInfo} from '@valtown/codemirror-ts/worker';
import type {LanguageFeatures} from './compiler';

/** The type (TypeScript's quick info: `(property) Logger.log: (message: string) => void`) and its documentation. */
function renderTypeInfo(info: HoverInfo): TooltipView {
  const dom = document.createElement('div');
  dom.className = 'cm-type-info';
  const signature = dom.appendChild(document.createElement('code'));
  signature.textContent = (info.quickInfo?.displayParts ?? []).map((part) => part.text).join('');
  const documentation = (info.quickInfo?.documentation ?? []).map((part) => part.text).join('');
  if (documentation !== '') dom.appendChild(document.createElement('p')).textContent = documentation;
  return {dom};
}

const setTypeTooltip = StateEffect.define<Tooltip | null>();

/** The tooltip the keyboard command opened; an edit, a cursor move or Escape closes it. */
const typeTooltip = StateField.define<Tooltip | null>({
  create: () => null,
  update(value, tr) {
    for (const effect of tr.effects) if (effect.is(setTypeTooltip)) return effect.value;
    return tr.docChanged || tr.selection !== undefined ? null : value;
  },
  provide: (field) => showTooltip.from(field),
});

const closeTypeTooltip = (view: EditorView): boolean => {
  if (view.state.field(typeTooltip) === null) return false;
  view.dispatch({effects: setTypeTooltip.of(null)});
  return true;
};

/** The editor extensions for `path` (the edited file's path in the worker's file system). */
export function languageFeatures(worker: LanguageFeatures, path: string): Extension {
  const tooltipAt = async (pos: number): Promise<Tooltip | null> => {
    const info = await worker.getHover({path, pos});
    return info ? {pos: info.start, end: info.end, above: true, create: () => renderTypeInfo(info)} : null;
  };
  const showTypeAtCursor = (view: EditorView): boolean => {
    const pos = view.state.selection.main.head;
    void tooltipAt(pos).then((tooltip) => {
      // Dropped if the cursor moved meanwhile.
      if (view.state.selection.main.head === pos) view.dispatch({effects: setTypeTooltip.of(tooltip)});
    });
    return true;
  };
  return [
    // The worker keeps the edited text, for completion and hover between type checks.
    EditorView.updateListener.of((update) => {
      if (update.docChanged) void worker.updateFile({path, code: update.state.doc.toString()});
    }),
    autocompletion({override: [(context) => worker.getAutocompletion({path, context: {pos: context.pos, explicit: context.explicit}})]}),
    hoverTooltip((_view, pos) => tooltipAt(pos)),
    typeTooltip,
    keymap.of([
      {key: 'Ctrl-Shift-Space', run: showTypeAtCursor},
      {key: 'Escape', run: closeTypeTooltip},
    ]),
  ];
}
