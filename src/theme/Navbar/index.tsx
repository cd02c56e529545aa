import type {ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import NoScriptNavigation from '@site/src/components/NoScriptNavigation';

type Props = WrapperProps<typeof NavbarType>;

// Adds plain links for narrow screens without JavaScript, where the stock mobile menu cannot open.
export default function NavbarWrapper(props: Props): ReactNode {
  return (
    <>
      <Navbar {...props} />
      <NoScriptNavigation />
    </>
  );
}
