// Declarations for modules the ejected SearchBar imports that ship no types here.
declare module '@docsearch/react/style';
