// js-yaml ships no types and @types/js-yaml is not a dependency: the one function the tests call, typed as it is
// used (a parsed document is unknown until a test narrows it).
declare module 'js-yaml' {
  const yaml: {load(text: string): unknown};
  export default yaml;
}
