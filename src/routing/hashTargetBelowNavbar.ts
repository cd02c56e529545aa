// A heading reached by a link (or a search hit, or a page loaded with a #hash) is never left under the navbar.
//
// With `navbar.hideOnScroll`, Docusaurus scrolls the target to the top of the window and relies on the navbar hiding:
// theme-common's useHideableNavbar hides it when the location changes to a hash. That works within the docs, whose
// layout keeps its navbar across pages. Arriving from a page with another layout (home, blog, search, not-found),
// or loading a page with a hash, the navbar is mounted anew with the page, sees no location change and stays shown,
// over the heading. In those cases (a new navbar element) this moves the target just below the navbar; where the
// same navbar saw the change and hides itself (docs to docs, a same-page link), it does nothing.
//
// On a first load, the browser scrolls to the target itself only if the page's HTML holds it. The dev server's HTML
// (`npm start`) holds no content: the client draws the page after load, and the window stays at its top with the
// target anywhere below. A first load with the window at its top and the target below its place is scrolled there.
import type {ClientModule} from '@docusaurus/types';

// As Docusaurus' anchors leave above a heading when the navbar does not hide (scroll-margin-top: 0.5rem).
const GAP_PX = 8;
const NAVBAR = '.navbar--fixed-top';

function revealBelowNavbar(hash: string, firstLoad: boolean): void {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return;
  }
  const target = id === '' ? null : document.getElementById(id);
  const navbar = document.querySelector(NAVBAR);
  if (target === null || navbar === null) return;
  const bottom = navbar.getBoundingClientRect().bottom;
  const top = target.getBoundingClientRect().top;
  const place = bottom + GAP_PX;
  const underNavbar = top < place && top > -target.offsetHeight;
  const neverScrolledTo = firstLoad && window.scrollY === 0 && top > place;
  if (bottom > 0 && (underNavbar || neverScrolledTo)) window.scrollBy(0, top - place);
}

// The navbar of the page being left: if the new page shows the same element, its hook saw the location change and
// hides the navbar itself.
let navbarBefore: Element | null = null;

const clientModule: ClientModule = {
  onRouteUpdate() {
    navbarBefore = document.querySelector(NAVBAR);
  },
  onRouteDidUpdate({location, previousLocation}) {
    if (location.hash === '') return;
    if (previousLocation !== null && document.querySelector(NAVBAR) === navbarBefore) return;
    // A frame: after the browser's own scroll to the target on a first load.
    requestAnimationFrame(() => revealBelowNavbar(location.hash, previousLocation === null));
  },
};
export default clientModule;
