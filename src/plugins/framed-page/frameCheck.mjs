// Pages of the site shown in a frame of another site (clickjacking, or a copy passed off as its own): a host that
// sends no headers cannot forbid the framing (a <meta> policy cannot carry frame-ancestors), so each page checks for
// itself. Framed by anything but the site's own pages, it hides the app before the body is parsed and shows one line
// with a link that opens the page on its own; and nothing of the hidden app may act for the framing site: no key
// reaches it (the search modal would open over the notice), no fragment either (a playground `#share=` link would be
// read, and kept). The sample runner already refuses to start in such a frame (src/samples/sandbox/frame.mjs). A frame
// that disables scripts also disables this check, and the app with it.

/* global document, location, history, window -- checkFraming runs in the browser */
import {FRAMED_ATTRIBUTE} from './framed.mjs';

/** The id of the line a framed page shows instead of itself (the tests find it by this id). */
const FRAMED_NOTICE_ID = 'framed-notice';

/** Events the hidden app would act on: keys (shortcuts) and fragment changes (share links). */
const SWALLOWED = ['keydown', 'keyup', 'keypress', 'hashchange', 'popstate'];

/**
 * Runs in the browser, inline at the top of every page's head: serialised with toString, so self-contained (no
 * closure, no line comment inside: FRAME_CHECK_SCRIPT joins its lines). The site's own frames pass; a foreign ancestor, or
 * a parent whose location this page may not read, means another site. Then the page's fragment is dropped before any
 * of the app reads it, and listeners on the window, registered before any of the app's, stop every key and fragment
 * change from going further (a key's own default, such as following the notice's link, still happens).
 * @param {string} noticeId
 * @param {string} attribute
 * @param {string[]} swallowed
 */
function checkFraming(noticeId, attribute, swallowed) {
  const origin = location.origin;
  const ancestors = location.ancestorOrigins;
  let ours;
  try {
    ours = window.top === window.self || (ancestors ? Array.from(ancestors).every((a) => a === origin) : window.top?.location.origin === origin);
  } catch {
    ours = false;
  }
  if (ours) return;
  const href = location.href;
  const dropFragment = () => {
    if (location.hash !== '') history.replaceState(history.state, '', location.pathname + location.search);
  };
  dropFragment();
  for (const type of swallowed) {
    window.addEventListener(
      type,
      (event) => {
        event.stopImmediatePropagation();
        if (type === 'hashchange' || type === 'popstate') dropFragment();
      },
      true,
    );
  }
  document.documentElement.setAttribute(attribute, '');
  const style = document.createElement('style');
  style.textContent = '#__docusaurus{display:none!important}';
  document.head.appendChild(style);
  document.addEventListener('DOMContentLoaded', () => {
    const notice = document.createElement('p');
    const link = document.createElement('a');
    notice.id = noticeId;
    link.href = href;
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = 'Open it on its own';
    notice.append('This page of the InversifyJS docs is shown inside another site. ', link);
    document.body.prepend(notice);
  });
}

/**
 * The inline script: checkFraming's own text called with its arguments, its lines joined (it is in every page's head;
 * the site's Content-Security-Policy hashes the text the build writes, src/plugins/security-headers).
 */
export const FRAME_CHECK_SCRIPT = `(${String(checkFraming).replace(/\n\s*/g, '')})(${[FRAMED_NOTICE_ID, FRAMED_ATTRIBUTE, SWALLOWED].map((a) => JSON.stringify(a)).join(',')})`;
