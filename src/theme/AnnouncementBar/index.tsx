import type {ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';

/** The path the announcement links to, if its content has a same-site link. */
export function announcementTarget(content: string): string | undefined {
  return /href="(\/[^"]*)"/.exec(content)?.[1];
}

// The bar points readers at a post; on that post it would only repeat itself, so it is not shown there.
export default function AnnouncementBarWrapper(): ReactNode {
  const {announcementBar} = useThemeConfig();
  const {pathname} = useLocation();
  if (announcementBar !== undefined && announcementTarget(announcementBar.content) === pathname) return null;
  return <AnnouncementBar />;
}
