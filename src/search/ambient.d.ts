// Declarations for modules the search code imports that ship no types here.
declare module '@generated/docsearch-modal-css/modal.mjs' {
  const css: string;
  export default css;
}
