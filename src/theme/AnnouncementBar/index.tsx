import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): ReactNode {
  const {isActive} = useAnnouncementBar();

  // Before hydration an inline script hides the bar by CSS when a dismissal is stored, without looking at the
  // bar's id. When the id is new the dismissal is reset, but the attribute stayed and kept the new bar hidden.
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED, 'false');
  }, [isActive]);

  return <AnnouncementBar />;
}
