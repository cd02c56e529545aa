import type {ReactNode} from 'react';
import clsx from 'clsx';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  useActivePlugin,
  useDocVersionSuggestions,
  useDocsPreferredVersion,
  useDocsVersion,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {TestedRelease} from '@site/src/siteData/testedReleases';

type Props = WrapperProps<typeof DocVersionBannerType>;

// Docusaurus' name for the docs/ folder: the version served at /docs/next/.
const CURRENT = 'current';

/**
 * The next docs (docs/) document a published major, not unreleased code: on their pages the stock "unreleased
 * documentation" banner is replaced by one that names the major and the release the samples are tested against
 * (the footer's tested releases, read from the version's examples workspace), and links to the same page of the
 * version served at /docs/. Every other version keeps the stock banner (6.x: "no longer actively maintained").
 */
export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const versionMetadata = useDocsVersion();
  if (versionMetadata.version !== CURRENT) return <DocVersionBanner {...props} />;
  return <NextVersionBanner className={props.className} label={versionMetadata.label} />;
}

function NextVersionBanner({className, label}: {className?: string; label: string}): ReactNode {
  const releases = useDocusaurusContext().siteConfig.customFields?.testedReleases as TestedRelease[] | undefined;
  const {pluginId} = useActivePlugin({failfast: true})!;
  const {savePreferredVersionName} = useDocsPreferredVersion(pluginId);
  const {latestDocSuggestion, latestVersionSuggestion} = useDocVersionSuggestions(pluginId);
  const line = releases?.find((tested) => tested.label === label);
  const latestLine = releases?.find((tested) => tested.label === latestVersionSuggestion.label);
  // The same page in the version at /docs/ when it exists there, else that version's main doc.
  const mainDoc = (version: GlobalVersion) => version.docs.find((doc) => doc.id === version.mainDocId)!;
  const latestDoc = latestDocSuggestion ?? mainDoc(latestVersionSuggestion);
  return (
    <div
      className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--info margin-bottom--md')}
      role="note"
      data-testid="next-version-banner">
      <div>
        These pages document <b>inversify {line === undefined ? label : `${line.major}.x`}</b>
        {line === undefined ? '.' : <>: every sample on them is compiled and run against inversify {line.inversify}.</>}
      </div>
      <div className="margin-top--md">
        The docs at <code>/docs/</code> document inversify{' '}
        {latestLine === undefined ? latestVersionSuggestion.label : `${latestLine.major}.x`}: see{' '}
        <b>
          <Link to={latestDoc.path} onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}>
            {latestDocSuggestion === undefined ? 'the' : 'this page in the'} {latestVersionSuggestion.label} docs
          </Link>
        </b>
        .
      </div>
    </div>
  );
}
