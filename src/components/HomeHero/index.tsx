import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

export default function HomeHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const logo = useBaseUrl('/img/logo.svg');
  return (
    <header className={clsx('hero', styles.hero)}>
      <div className="container">
        <img className={styles.logo} src={logo} alt="" width={96} height={96} />
        <h1 className="hero__title">{siteConfig.title}</h1>
        <p className={clsx('hero__subtitle', styles.tagline)}>{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/introduction/getting-started/">
            Get started
          </Link>
          <Link className="button button--secondary button--outline button--lg" to="/blog/">
            Read the blog
          </Link>
        </div>
      </div>
    </header>
  );
}
