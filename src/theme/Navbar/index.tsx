import type {ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import NoScriptNavigation from '@site/src/components/NoScriptNavigation';
import {NAVBAR_END_ID} from '@site/src/firstPaint/navbarComplete';

type Props = WrapperProps<typeof NavbarType>;

// Adds plain links for narrow screens without JavaScript, where the stock mobile menu cannot open. Their element,
// right after the navbar, is the one the first paint waits for (src/firstPaint/navbarComplete.ts).
export default function NavbarWrapper(props: Props): ReactNode {
  return (
    <>
      <Navbar {...props} />
      <NoScriptNavigation id={NAVBAR_END_ID} />
    </>
  );
}
