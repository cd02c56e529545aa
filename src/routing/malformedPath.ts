// A path that is not valid percent-encoding (`/%E0%A4%A/`, which a host answers with 404.html) never became
// interactive: core's preload and the router's history decode the path without a guard ("URI malformed"), before
// anything renders. This module runs when the client bundle is evaluated, before either: it replaces the address's path
// with one that decodes to the text the reader typed (each `%` escaped as `%25`, as src/routing/malformedHash.ts does
// for the hash). Every such path is a not-found page, which the server HTML already is.
import type {ClientModule} from '@docusaurus/types';
import {decodableHash} from './malformedHash';

if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  const mended = decodableHash(pathname);
  if (mended !== pathname) window.history.replaceState(window.history.state, '', `${mended}${search}${hash}`);
}

const clientModule: ClientModule = {};
export default clientModule;
