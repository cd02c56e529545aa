// Every page checks whether another site frames it (./frameCheck.mjs says why and what it does): an inline script at
// the top of the head, hashed into the site's Content-Security-Policy like every inline script of the build
// (src/plugins/security-headers).
import {FRAME_CHECK_SCRIPT} from './frameCheck.mjs';

/** @returns {import('@docusaurus/types').Plugin} */
export default function framedPagePlugin() {
  return {
    name: 'framed-page',
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: FRAME_CHECK_SCRIPT}]}),
  };
}
