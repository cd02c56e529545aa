// inversify-site: DocSearch's modal stylesheet, added to the page the first time the modal opens
// (src/plugins/docsearch-modal-css explains why it is not bundled CSS).
let added = false;

export async function loadModalStyles(): Promise<void> {
  const {default: css} = await import('@generated/docsearch-modal-css/modal.mjs');
  if (added) return;
  added = true;
  const style = document.createElement('style');
  style.dataset.docsearchModal = '';
  style.textContent = css;
  // Ahead of the site's stylesheet, where the bundled import used to sit: the site's overrides still win.
  document.head.insertBefore(style, document.head.querySelector('link[rel="stylesheet"], style'));
}
