import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {TestedRelease} from '@site/src/siteData/testedReleases';
import styles from './styles.module.css';

/** "a", "a and b", "a, b and c" */
const joinList = (items: string[]): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** States which inversify release each docs version's samples are compiled and run against. */
export default function TestedReleases(): ReactNode {
  const releases = useDocusaurusContext().siteConfig.customFields?.testedReleases as TestedRelease[] | undefined;
  if (releases === undefined || releases.length === 0) return null;
  const parts = releases.map(({label, inversify, isLast}) => `${inversify} (${label}${isLast ? ' docs' : ''})`);
  return (
    <p className={styles.releases} data-testid="tested-releases">
      Every code sample is compiled and run against inversify {joinList(parts)}.
    </p>
  );
}
