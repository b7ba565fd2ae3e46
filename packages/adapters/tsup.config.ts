import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'draft-queries': 'src/graphql/draft-query-texts.ts',
    // Tests of the server (and the bench) start their own Redis with it.
    'redis-test-server': 'src/test-support/redis-server.ts',
  },
  format: ['esm'],
  // tsup's declaration build sets baseUrl, which TypeScript 6 deprecates.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
