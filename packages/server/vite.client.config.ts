import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The browser bundle: hashed files and a manifest the server reads to link them.
export default defineConfig({
  root: 'src/client',
  plugins: [react()],
  resolve: { conditions: ['@kmx/source', 'module', 'browser', 'import', 'default'] },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    // No preload helper: its map of every script part's dependencies would sit in the first load;
    // a part loaded on demand fetches its own imports instead (a few small files, cached).
    modulePreload: false,
    target: 'es2022',
    rollupOptions: { input: 'src/client/entry.tsx' },
  },
});
