import { describe, expect, it } from 'vitest';
import {
  chunkFiles,
  chunkStylesheets,
  portalFirstScreen,
  publicFirstLoad,
} from './client-chunks.mjs';

// Shaped like Vite's manifest of the browser bundle: keys are sources or `_shared-chunk.js`.
const manifest = {
  'entry.tsx': {
    file: 'assets/entry-1.js',
    isEntry: true,
    imports: ['_react-1.js'],
    dynamicImports: [
      'portal/start-portal.tsx',
      '../../../ui/src/i18n/messages-en.ts',
      '../../../ui/src/i18n/messages-de.ts',
    ],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '../../../ui/src/i18n/messages-en.ts': { file: 'assets/messages-en-1.js', name: 'messages-en' },
  '../../../ui/src/i18n/messages-de.ts': { file: 'assets/messages-de-1.js', name: 'messages-de' },
  'portal/start-portal.tsx': {
    file: 'assets/start-portal-1.js',
    name: 'start-portal',
    css: ['assets/start-portal-1.css'],
    imports: ['entry.tsx', '_react-1.js', '_zod-1.js'],
    dynamicImports: [
      'portal/screens/DashboardScreen.tsx',
      '../../../ui/src/portal/TicketList/TicketList.tsx',
      '../../../ui/src/portal/i18n/portal-messages-en.ts',
      '../../../ui/src/portal/i18n/portal-messages-de.ts',
    ],
  },
  '_zod-1.js': { file: 'assets/zod-1.js' },
  'portal/screens/DashboardScreen.tsx': {
    file: 'assets/DashboardScreen-1.js',
    name: 'DashboardScreen',
    imports: ['_tiles-1.js', '_react-1.js'],
  },
  '_tiles-1.js': { file: 'assets/tiles-1.js' },
  '../../../ui/src/portal/TicketList/TicketList.tsx': {
    file: 'assets/TicketList-1.js',
    name: 'TicketList',
  },
  '../../../ui/src/portal/i18n/portal-messages-en.ts': {
    file: 'assets/portal-messages-en-1.js',
    name: 'portal-messages-en',
  },
  '../../../ui/src/portal/i18n/portal-messages-de.ts': {
    file: 'assets/portal-messages-de-1.js',
    name: 'portal-messages-de',
  },
};

describe('a public page’s first load', () => {
  it('is the entry, its static imports and the ui texts of one language', () => {
    expect(chunkFiles(manifest, publicFirstLoad(manifest, 'de')).sort()).toEqual([
      'assets/entry-1.js',
      'assets/messages-de-1.js',
      'assets/react-1.js',
    ]);
  });

  it('names a missing build instead of measuring nothing', () => {
    expect(() => publicFirstLoad({}, 'en')).toThrow(/build it again/);
  });
});

describe('the portal’s first screen', () => {
  it('is the portal chunk, the dashboard’s part and one language’s texts, beyond a public page', () => {
    expect(chunkFiles(manifest, portalFirstScreen(manifest, 'en')).sort()).toEqual([
      'assets/DashboardScreen-1.js',
      'assets/portal-messages-en-1.js',
      'assets/start-portal-1.js',
      'assets/tiles-1.js',
      'assets/zod-1.js',
    ]);
  });

  it('brings the portal’s own stylesheet, apart from the scripts', () => {
    expect(chunkStylesheets(manifest, portalFirstScreen(manifest, 'en'))).toEqual([
      'assets/start-portal-1.css',
    ]);
  });

  it('leaves out the other screens and the other language', () => {
    const files = chunkFiles(manifest, portalFirstScreen(manifest, 'de'));
    expect(files).toContain('assets/portal-messages-de-1.js');
    expect(files).not.toContain('assets/portal-messages-en-1.js');
    expect(files).not.toContain('assets/TicketList-1.js');
  });
});
