import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';
const MESSAGES: Record<Status, string> = {idle: '', copied: 'Copied to the clipboard', failed: 'Could not copy: open “View as Markdown” instead'};

/**
 * "Copy page" and "View as Markdown" for the current doc: both use the page's Markdown twin, which
 * src/plugins/llms writes next to it at build time (/docs/a/b/ -> /docs/a/b.md). The copying code is
 * a chunk of its own, fetched on the first click, so the first visit carries only the button.
 */
export default function PageActions(): ReactNode {
  const {metadata} = useDoc();
  const twin = `${metadata.permalink.replace(/\/$/, '')}.md`;
  const [status, setStatus] = useState<Status>('idle');

  const copy = async () => {
    try {
      const {copyMarkdown} = await import('./copyMarkdown');
      await copyMarkdown(twin);
      setStatus('copied');
    } catch (error) {
      console.warn('Copy page failed:', error);
      setStatus('failed');
    }
  };

  return (
    <div className={styles.actions}>
      <button type="button" className={clsx('button button--sm button--outline button--secondary', styles.action)} onClick={copy}>
        Copy page
      </button>
      <a className={clsx('button button--sm button--outline button--secondary', styles.action)} href={twin} type="text/markdown">
        View as Markdown
      </a>
      <span className={styles.status} role="status">
        {MESSAGES[status]}
      </span>
    </div>
  );
}
