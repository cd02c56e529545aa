import type {ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import TestedReleases from '@site/src/components/TestedReleases';

type Props = WrapperProps<typeof CopyrightType>;

// Adds, under the copyright, the inversify releases the samples are tested against.
export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <Copyright {...props} />
      <TestedReleases />
    </>
  );
}
