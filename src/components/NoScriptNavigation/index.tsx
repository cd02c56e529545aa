import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useThemeConfig} from '@docusaurus/theme-common';
import styles from './styles.module.css';

interface PlainLink {
  label: string;
  to?: string;
  href?: string;
}

// Where a navbar item leads when it cannot open a menu. The docs sidebar item leads to the current version's docs.
function plainLinks(items: ReturnType<typeof useThemeConfig>['navbar']['items']): PlainLink[] {
  return items.flatMap((item): PlainLink[] => {
    if (item.type === 'docSidebar') return [{label: item.label ?? 'Docs', to: '/docs/'}];
    const {to, href} = item as {to?: unknown; href?: unknown};
    if (item.type === undefined && typeof item.label === 'string' && (typeof to === 'string' || typeof href === 'string')) {
      return [{label: item.label, to: typeof to === 'string' ? to : undefined, href: typeof href === 'string' ? href : undefined}];
    }
    return [];
  });
}

/**
 * On narrow screens the navbar's links live in a sidebar that needs JavaScript to open.
 * Without JavaScript this row of plain links is shown instead, so every page can still be left.
 */
export default function NoScriptNavigation({id}: {id?: string}): ReactNode {
  const links = plainLinks(useThemeConfig().navbar.items);
  return (
    <noscript id={id}>
      <nav className={styles.nav} aria-label="Site">
        {links.map((link) => (
          <Link key={link.label} className={styles.link} to={link.to} href={link.href}>
            {link.label}
          </Link>
        ))}
      </nav>
    </noscript>
  );
}
