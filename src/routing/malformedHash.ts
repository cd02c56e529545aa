// A hash that is not valid percent-encoding (`#%E0%A4%A`, typed into the address bar or followed from a link) reaches
// Docusaurus core's scroll-after-navigation, which decodes it without a guard: the URIError took the whole page down
// ("This page crashed."). Before any of that runs, the location a navigation leads to gets a hash that decodes to the
// text the reader typed: every `%` of a malformed hash is encoded as `%25`. A fresh load never reaches that code.
import type {ClientModule} from '@docusaurus/types';

/** `hash` (or a path) if it decodes, else the same text with each `%` escaped, so that it decodes to itself. */
export function decodableHash(hash: string): string {
  try {
    decodeURIComponent(hash);
    return hash;
  } catch {
    return hash.replace(/%/g, '%25');
  }
}

const clientModule: ClientModule = {
  // Given the location the router is about to render, before core's dispatcher reads its hash.
  onRouteUpdate({location}) {
    const hash = decodableHash(location.hash);
    if (hash !== location.hash) (location as {hash: string}).hash = hash;
  },
};
export default clientModule;
