import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {Route} from 'react-router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {isNotFound} from '@site/src/routing/exactRoutes';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

// A missing page is served as 404.html, rendered by the server for the path /404.html, where the dropdown names
// the latest version. Under /docs/next/ the stock dropdown names "next" from the first client render on: a text
// the server did not render, so hydration failed (#418). While the not-found page hydrates, the dropdown sees the
// server's path; once hydrated, the real one (and names the version the reader was in).
const SERVER_NOT_FOUND_PATH = '/404.html';

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const location = useLocation();
  const hydrating = !useIsBrowser();
  const seen = hydrating && isNotFound(location.pathname) ? {...location, pathname: SERVER_NOT_FOUND_PATH} : location;
  return <Route location={seen} render={() => <DocsVersionDropdownNavbarItem {...props} />} />;
}
