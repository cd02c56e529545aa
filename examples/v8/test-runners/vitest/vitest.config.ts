// Vite compiles TypeScript with esbuild, which emits no decorator metadata. unplugin-swc compiles it with SWC
// instead, and takes experimentalDecorators and emitDecoratorMetadata from the nearest tsconfig.json: without
// one, SWC fails on the decorators ("Expression expected"); with experimentalDecorators alone, the container finds
// no constructor metadata. The tsconfig.json of the project, above every file Vitest compiles (here
// ../tsconfig.json, above the tests and ../orders.ts), sets both.
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [swc.vite()],
});
