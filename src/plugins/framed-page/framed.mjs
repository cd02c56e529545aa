// Whether another site frames this page (./frameCheck.mjs decides it in the page's head and marks <html>): parts of the
// app that act on their own, without a key (a playground reading a `#share=` link and keeping its code), ask first.

/** Set on <html> of a page another site frames. */
export const FRAMED_ATTRIBUTE = 'data-framed';

/* global document -- in the browser */
/** True when the framing check found this page framed by another site (its notice is shown, the app hidden). */
export const framedByAnotherSite = () => document.documentElement.hasAttribute(FRAMED_ATTRIBUTE);
