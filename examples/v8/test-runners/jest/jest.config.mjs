// Jest runs the tests as ES modules (inversify 8 has no CommonJS build); ts-jest compiles them with tsc, which
// emits the decorator metadata the container reads. Run with: NODE_OPTIONS=--experimental-vm-modules jest
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true }],
  },
  // Relative imports are written with .js, as NodeNext wants; map them back to the .ts files.
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};
