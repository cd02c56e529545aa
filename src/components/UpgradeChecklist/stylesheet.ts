// The checklist's styles, written into its page's HTML as a <style> element ahead of the checklist: the page is styled
// from its first paint, without JavaScript too, and no other page carries a byte of them. A CSS module would join the
// stylesheet every page loads; a lazy one (src/plugins/lazy-css) arrives with the page's chunk, which the HTML does not
// link, so the server's markup would paint unstyled and move when it arrived. Colours are Infima's variables, for light
// and dark; one column at 390 px, the options flowing into columns where there is room.

const PREFIX = 'upgrade-checklist';

/** The class names the checklist uses, each defined below. */
export const CLASS = {
  choice: `${PREFIX}-choice`,
  group: `${PREFIX}-group`,
  options: `${PREFIX}-options`,
  option: `${PREFIX}-option`,
  summary: `${PREFIX}-summary`,
  note: `${PREFIX}-note`,
  steps: `${PREFIX}-steps`,
  step: `${PREFIX}-step`,
  title: `${PREFIX}-title`,
  kind: `${PREFIX}-kind`,
  reason: `${PREFIX}-reason`,
  concerns: `${PREFIX}-concerns`,
} as const;

const c = CLASS;

export const STYLESHEET = `
.${c.choice} { margin-bottom: 1.5rem; }
.${c.group} {
  min-width: 0;
  margin: 0 0 1rem;
  padding: 0.5rem 0.75rem 0.75rem;
  border: 1px solid var(--ifm-color-emphasis-300);
  border-radius: var(--ifm-global-radius);
}
.${c.group} legend { padding: 0 0.25rem; font-weight: var(--ifm-font-weight-semibold); }
.${c.options} {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: 0.25rem 1rem;
}
.${c.option} {
  display: flex;
  align-items: baseline;
  gap: 0.5rem;
  padding: 0.25rem 0;
  cursor: pointer;
  overflow-wrap: anywhere;
}
.${c.option} input {
  flex: none;
  width: 1.1rem;
  height: 1.1rem;
  margin: 0;
  accent-color: var(--ifm-color-primary);
  transform: translateY(0.15rem);
}
.${c.option} input:focus-visible { outline: 2px solid var(--ifm-color-primary); outline-offset: 2px; }
.${c.summary} { font-weight: var(--ifm-font-weight-semibold); }
/* A link in a line of text is told from the text by more than its colour. */
.${c.note} a { text-decoration: underline; }
.${c.steps} { padding-left: 1.75rem; list-style-type: decimal; }
.${c.step} { margin-bottom: 1.25rem; }
.${c.step}::marker { font-weight: var(--ifm-font-weight-bold); }
.${c.title} { margin: 0 0 0.25rem; font-size: 1.05rem; overflow-wrap: anywhere; }
.${c.kind} {
  display: inline-block;
  margin: 0 0 0.25rem;
  padding: 0 0.5rem;
  border: 1px solid currentColor;
  border-radius: var(--ifm-global-radius);
  font-size: 0.8125rem;
  font-weight: var(--ifm-font-weight-semibold);
}
.${c.kind}[data-kind=flag] { border-style: dashed; }
.${c.reason}, .${c.concerns} { margin: 0 0 0.25rem; overflow-wrap: anywhere; }
.${c.concerns} { font-size: 0.875rem; color: var(--ifm-color-emphasis-800); }
`.replace(/\s*\n\s*/g, ' ').trim();
