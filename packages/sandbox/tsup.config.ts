import { defineConfig } from 'tsup';

export default defineConfig({
  // The worker's entry sits beside index.js, where startSandboxWorker looks for it.
  entry: {
    index: 'src/index.ts',
    cli: 'src/cli.ts',
    'sandbox-worker': 'src/worker/sandbox-worker.ts',
  },
  format: ['esm'],
  // tsup's declaration build sets baseUrl, which TypeScript 6 deprecates.
  dts: { entry: 'src/index.ts', compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
