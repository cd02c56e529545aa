declare function sampleDependencyLoader(
  this: {getOptions(): {rootDir: string}; addDependency(file: string): void},
  source: string,
): string;
export default sampleDependencyLoader;
