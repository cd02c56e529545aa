// The usual CommonJS setup: ts-jest compiles the tests to CommonJS, and Jest's require cannot load inversify 8.
export default {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: { module: 'CommonJS', experimentalDecorators: true, emitDecoratorMetadata: true, isolatedModules: true } }],
  },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};
