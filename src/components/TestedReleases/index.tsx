import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

type Releases = Record<'next' | '7.x' | '6.x', string>;

/** States which inversify release each docs version's samples are compiled and run against. */
export default function TestedReleases(): ReactNode {
  const releases = useDocusaurusContext().siteConfig.customFields?.testedReleases as Releases | undefined;
  if (releases === undefined) return null;
  return (
    <p className={styles.releases} data-testid="tested-releases">
      Every code sample is compiled and run against inversify {releases['7.x']} (7.x docs), {releases.next} (next)
      and {releases['6.x']} (6.x).
    </p>
  );
}
