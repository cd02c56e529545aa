import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import PlaygroundLink from '../PlaygroundLink';
import styles from './styles.module.css';

/** Words of a missing path worth searching for: `/docs/api/contaner/` → `api contaner`. */
function searchTermsOf(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // The router's path is decoded once already; a `%` left in it may not start an escape.
  }
  return decoded
    .replace(/\.html$/, '')
    .split(/[/\-_.]+/)
    .filter((word) => word !== '' && !['docs', 'blog', 'next', 'index', '6', 'x'].includes(word) && !/^\d+$/.test(word))
    .slice(-3)
    .join(' ');
}

/** Ways forward from the not-found page: home, the docs, the playground, and a search for the missing path's words. */
export default function NotFoundSuggestions(): ReactNode {
  const {pathname} = useLocation();
  // The 404 page is rendered once for every missing path, so the path's words are known only in the browser
  // (useIsBrowser is false while hydrating, which keeps the server and first client render identical).
  const terms = useIsBrowser() ? searchTermsOf(pathname) : '';
  const searchLink = useSearchLinkCreator();
  return (
    <nav className="container margin-bottom--xl" aria-label="Suggestions">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <ul className={styles.list}>
            <li>
              <Link to="/">Go to the home page</Link>
            </li>
            <li>
              <Link to="/docs/introduction/getting-started/">Read the documentation</Link>
            </li>
            <li>
              <PlaygroundLink>Try your own code in the playground</PlaygroundLink>
            </li>
            {/* The search item's line is there from the server HTML on, empty until the path's words are known:
                the list does not grow on hydration, moving what follows it. One line, however long the words. */}
            {terms === '' ? (
              <li className={clsx(styles.search, styles.reserved)} aria-hidden="true">
                {'\u00a0'}
              </li>
            ) : (
              <li className={styles.search}>
                <Link to={searchLink(terms)}>Search the docs for “{terms}”</Link>
              </li>
            )}
          </ul>
        </div>
      </div>
    </nav>
  );
}
