import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Feature {
  title: string;
  body: string;
}

const FEATURES: Feature[] = [
  {
    title: 'Classes stay decoupled',
    body: 'Consumers ask for a service identifier, not a concrete class, so an implementation can change without touching the code that uses it.',
  },
  {
    title: 'Typed from end to end',
    body: 'Written in TypeScript. Service identifiers carry the type they resolve to, and decorator metadata lets the container infer constructor dependencies.',
  },
  {
    title: 'Small and fast',
    body: "Resolution plans are cached: in the maintainers' benchmarks a singleton resolves in about 300 ns. Scopes, hierarchies, modules and lifecycle hooks come built in.",
  },
];

export default function HomeFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-label="Features">
      <div className="container">
        <div className="row">
          {FEATURES.map((feature) => (
            <div key={feature.title} className="col col--4">
              <Heading as="h2" className={styles.title}>
                {feature.title}
              </Heading>
              <p>{feature.body}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
