import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/main.ts'],
  format: ['esm'],
  // tsup's declaration build sets baseUrl, which TypeScript 6 deprecates.
  dts: { entry: 'src/index.ts', compilerOptions: { ignoreDeprecations: '6.0' } },
  // The client bundle is built by Vite into dist/client; keep it.
  clean: ['*.js', '*.js.map', '*.d.ts', '!client/**'],
  sourcemap: true,
  target: 'node20',
  platform: 'node',
});
