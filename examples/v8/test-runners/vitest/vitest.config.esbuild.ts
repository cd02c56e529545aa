// Vitest's own TypeScript compilation (esbuild): the tests run, but the constructor's parameter types are lost.
import { defineConfig } from 'vitest/config';

export default defineConfig({});
