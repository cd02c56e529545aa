import {useEffect, useState, type ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import Head from '@docusaurus/Head';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {keyboardFocusedClassName} from '@docusaurus/theme-common/internal';

/** True from a Tab key press until the next mouse press (the keyboard-navigation marker; ARCHITECTURE.md, "Page chrome"). */
function useNavigatingWithKeyboard(): boolean {
  const [withKeyboard, setWithKeyboard] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setWithKeyboard(true);
    };
    const onMouseDown = () => setWithKeyboard(false);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onMouseDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onMouseDown);
    };
  }, []);
  return withKeyboard;
}

// The stock SiteMetadata sets the keyboard-navigation marker on <body> through Head, so that links keep
// their focus outline without JavaScript. Head applies it again on hydration and after every navigation,
// so it was there on first load and came back after a mouse click. In the browser our Head, rendered
// after the stock one and so taking precedence, sets it from Tab and mouse presses only. (The theme's
// own listener, in Layout, toggles the same class on the same events.)
export default function SiteMetadataWrapper(): ReactNode {
  const isBrowser = useIsBrowser();
  const withKeyboard = useNavigatingWithKeyboard();
  return (
    <>
      <SiteMetadata />
      {isBrowser && (
        <Head>
          <body className={withKeyboard ? keyboardFocusedClassName : ''} />
        </Head>
      )}
    </>
  );
}
