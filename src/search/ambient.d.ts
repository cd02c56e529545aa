// Declarations for modules the ejected SearchBar imports that ship no types here.
declare module '@docsearch/react/style';

declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';
  export function createPortal(
    children: ReactNode,
    container: Element | DocumentFragment,
    key?: string | null,
  ): ReactPortal;
}
