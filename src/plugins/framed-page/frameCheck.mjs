// Pages of the site shown in a frame of another site (clickjacking, or a copy passed off as its own): a host that
// sends no headers cannot forbid the framing (a <meta> policy cannot carry frame-ancestors), so each page checks for
// itself. Framed by anything but the site's own pages, it hides the app before the body is parsed and shows one line
// with a link that opens the page on its own. The sample runner already refuses to start in such a frame
// (src/samples/sandbox/frame.mjs). A frame that disables scripts also disables this check, and the app with it.

/** The id of the line a framed page shows instead of itself (the tests find it by this id). */
const FRAMED_NOTICE_ID = 'framed-notice';

// Written small (it is in every page's head): the site's own frames pass; a foreign ancestor, or a parent whose
// location this page may not read, means another site.
export const FRAME_CHECK_SCRIPT = `(function(d,l){var o=l.origin,a=l.ancestorOrigins;try{if(top===self||(a?[].every.call(a,function(x){return x===o}):top.location.origin===o))return}catch(e){}var s=d.createElement('style');s.textContent='#__docusaurus{display:none!important}';d.head.appendChild(s);d.addEventListener('DOMContentLoaded',function(){var p=d.createElement('p'),k=d.createElement('a');p.id='${FRAMED_NOTICE_ID}';k.href=l.href;k.target='_blank';k.rel='noopener';k.textContent='Open it on its own';p.append('This page of the InversifyJS docs is shown inside another site. ',k);d.body.prepend(p)})})(document,location)`;
