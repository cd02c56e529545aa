import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import {useLocation} from '@docusaurus/router';

/** The path the announcement links to, if its content has a same-site link. */
export function announcementTarget(content: string): string | undefined {
  return /href="(\/[^"]*)"/.exec(content)?.[1];
}

const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): ReactNode {
  const {announcementBar} = useThemeConfig();
  const {isActive} = useAnnouncementBar();
  const {pathname} = useLocation();

  // Before hydration an inline script hides the bar by CSS when a dismissal is stored, without looking at the
  // bar's id. When the id is new the dismissal is reset, but the attribute stayed and kept the new bar hidden.
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED, 'false');
  }, [isActive]);

  // The bar points readers at a post; on that post it would only repeat itself.
  if (announcementBar !== undefined && announcementTarget(announcementBar.content) === pathname) return null;
  return <AnnouncementBar />;
}
