import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomeHero from '@site/src/components/HomeHero';
import HomeFeatures from '@site/src/components/HomeFeatures';
import PlaygroundLink from '@site/src/components/PlaygroundLink';
import MDXContent from '@theme/MDXContent';
import HomeSample from './_home-sample.mdx';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title={siteConfig.title} description={siteConfig.tagline}>
      <HomeHero />
      <main>
        <HomeFeatures />
        <section className={styles.sample} aria-labelledby="home-sample-title">
          <div className="container">
            <h2 id="home-sample-title">Two classes, one container</h2>
            <p>
              Mark classes as injectable, bind them, and let the container build the whole graph. This is the
              complete program: it compiles and runs against inversify 7 as shown.
            </p>
            {/* MDXContent supplies the theme's code block (highlighting, title, copy button) to the partial. */}
            <MDXContent>
              <HomeSample />
            </MDXContent>
            <p>
              <PlaygroundLink>Run your own container setup in the playground</PlaygroundLink>, split across files as
              in your project, and see how it resolves or why it fails.
            </p>
          </div>
        </section>
      </main>
    </Layout>
  );
}
