// Vite compiles TypeScript with esbuild, which emits no decorator metadata. unplugin-swc compiles it with SWC
// instead, with legacy decorators and their metadata switched on by default.
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [swc.vite()],
});
