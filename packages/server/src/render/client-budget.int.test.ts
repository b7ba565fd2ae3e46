import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createElement } from 'react';
import { uiLanguages } from '@kmx/ui';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readClientAssets } from './client-assets';
import { Document } from './Document';
import { notFoundPayload } from './test-support/example-pages';

// Sizes of the built bundle, not timings (`npm run bench` measures the served pages too). Every
// public page's HTML names one module script, the entry, and preloads the ui texts of its language
// (`Document.tsx`), so a public page's first load is those and what they import statically;
// `import()` loads later.
const clientDirectory = new URL('../../dist/client/', import.meta.url);
// The target of docs/performance.md "Benchmarks": 100 kB (about 91 kB now, React DOM 64 kB of it).
// The views of most kinds, rare blocks and modules, the dialogs and the other language's texts are
// script parts loaded on demand (ui `site-views`, `lazy-blocks`, `lazy-parts`, `load-messages`),
// and no zod reaches the browser.
const firstLoadCeilingBytes = 100_000;
// Issue 16: the portal's first screen (its chunk, the dashboard's and frame's parts, its texts of one
// language) adds at most this much to a public page's first load. `.size-limit.mjs` and
// `npm run bench` measure the same closure (scripts/client-chunks.mjs).
const portalFirstScreenCeilingBytes = 60_000;
const firstScreenParts = /^(Dashboard|PortalFrame|PortalShell|PortalScreen)/;
/** Source files of the portal app, its sign-in client and `@kmx/ui/portal`, as source maps name them. */
const portalSourceFile = /(^|\/)(ui\/src\/portal|client\/portal|portal-auth\/src)\//;
const privateSource = /(^|\/)(portal|portal-auth|editor)(\/|$)|start-portal|PortalApp|Editor/i;

const manifest = z
  .record(
    z.string(),
    z.object({
      file: z.string(),
      isEntry: z.boolean().optional(),
      name: z.string().optional(),
      imports: z.array(z.string()).optional(),
      dynamicImports: z.array(z.string()).optional(),
      css: z.array(z.string()).optional(),
    }),
  )
  .parse(JSON.parse(readFileSync(new URL('.vite/manifest.json', clientDirectory), 'utf8')));

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true) ?? '';

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

function gzippedSize(key: string): number {
  const file = manifest[key]?.file ?? '';
  return gzipSync(readFileSync(new URL(file, clientDirectory)), { level: 9 }).length;
}

/** The script part of a language's ui texts (`messages-de`). */
const textsKey = (language: string) =>
  Object.keys(manifest).find((key) => manifest[key]?.name === `messages-${language}`) ?? '';

/** The source files bundled into a chunk, from its source map (generated runtime code has none). */
function bundledSources(key: string): string[] {
  const file = manifest[key]?.file ?? '';
  const code = readFileSync(new URL(file, clientDirectory), 'utf8');
  if (!code.includes('//# sourceMappingURL=')) return [];
  const map = z
    .object({ sources: z.array(z.string()) })
    .parse(JSON.parse(readFileSync(new URL(`${file}.map`, clientDirectory), 'utf8')));
  return map.sources;
}

/** What the portal's first screen loads beyond a public page's first load in a language. */
function portalFirstScreen(language: string): string[] {
  const portalKey = Object.keys(manifest).find((key) => key.includes('start-portal')) ?? '';
  const portalTexts = Object.keys(manifest).filter(
    (key) => manifest[key]?.name === `portal-messages-${language}`,
  );
  const reached = new Set<string>();
  for (const root of [portalKey, ...portalTexts]) staticClosure(root, reached);
  for (const key of [...reached]) {
    for (const part of manifest[key]?.dynamicImports ?? []) {
      if (firstScreenParts.test(manifest[part]?.name ?? '')) staticClosure(part, reached);
    }
  }
  const publicLoad = staticClosure(textsKey(language), staticClosure(entryKey));
  return [...reached].filter((key) => manifest[key] !== undefined && !publicLoad.has(key));
}

describe('the JavaScript a public page loads first', () => {
  const firstLoad = [...staticClosure(entryKey)];

  it.each(uiLanguages)(
    'does not grow past its ceiling, gzipped, with the texts of a page in %s',
    (language) => {
      expect(entryKey).not.toBe('');
      expect(textsKey(language)).not.toBe('');
      const withTexts = [...staticClosure(textsKey(language), new Set(firstLoad))];
      const total = withTexts.reduce((sum, key) => sum + gzippedSize(key), 0);
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThan(firstLoadCeilingBytes);
    },
  );

  it('holds the texts of no language but the page’s', () => {
    for (const language of uiLanguages) expect(firstLoad).not.toContain(textsKey(language));
  });

  it('holds none of the forms’ texts: they load with the forms (`forms-texts`)', () => {
    const formsTexts = Object.keys(manifest).filter((key) =>
      /^forms\.[a-z]{2}$/.test(manifest[key]?.name ?? ''),
    );
    expect(formsTexts.length).toBe(uiLanguages.length);
    const withTexts = uiLanguages.reduce(
      (reached, language) => staticClosure(textsKey(language), reached),
      new Set(firstLoad),
    );
    expect(formsTexts.filter((key) => withTexts.has(key))).toEqual([]);
  });

  it('holds no portal or editor code', () => {
    expect(firstLoad.filter((key) => privateSource.test(key))).toEqual([]);
  });

  it('bundles no source file of the portal app, its sign-in client or `@kmx/ui/portal`', () => {
    const publicKeys = [
      ...staticClosure(textsKey('de'), staticClosure(textsKey('en'), new Set(firstLoad))),
    ];
    const bundled = publicKeys.flatMap(bundledSources);
    expect(bundled.length).toBeGreaterThan(0);
    expect(bundled.filter((source) => portalSourceFile.test(source))).toEqual([]);
    // The pattern does find the portal where it is: in the portal's own chunk.
    const portalKey = Object.keys(manifest).find((key) => key.includes('start-portal')) ?? '';
    expect(bundledSources(portalKey).some((source) => portalSourceFile.test(source))).toBe(true);
  });

  it('reaches the portal only through a chunk loaded on demand', () => {
    const portalChunks = Object.keys(manifest).filter((key) => privateSource.test(key));
    expect(portalChunks.length).toBeGreaterThan(0);
    const loadedOnDemand = new Set(firstLoad.flatMap((key) => manifest[key]?.dynamicImports ?? []));
    expect(portalChunks.some((key) => loadedOnDemand.has(key))).toBe(true);
  });
});

describe('the JavaScript the portal’s first screen loads beyond a public page', () => {
  it.each(['en', 'de'])('stays under its ceiling, gzipped, in %s', (language) => {
    const screen = portalFirstScreen(language);
    expect(screen.some((key) => key.includes('start-portal'))).toBe(true);
    const total = screen.reduce((sum, key) => sum + gzippedSize(key), 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(portalFirstScreenCeilingBytes);
  });
});

/** Source files of the editor area's app and `@kmx/ui/editor`, as source maps name them. */
const editorSourceFile = /(^|\/)(ui\/src\/editor|client\/editor)\//;

describe('the editor area’s script (issue 18)', () => {
  const editorKey = Object.keys(manifest).find((key) => key.includes('start-editor')) ?? '';
  const firstLoad = staticClosure(entryKey);
  /** The files only the editor area loads: its chunk, what it alone imports, their styles. */
  const editorFiles = [...staticClosure(editorKey)]
    .filter((key) => !firstLoad.has(key))
    .flatMap((key) => [manifest[key]?.file ?? '', ...(manifest[key]?.css ?? [])])
    .filter((file) => file !== '');

  it('is a chunk of its own, loaded on demand only', () => {
    expect(editorKey).not.toBe('');
    expect(firstLoad.has(editorKey)).toBe(false);
    const loadedOnDemand = new Set(
      [...firstLoad].flatMap((key) => manifest[key]?.dynamicImports ?? []),
    );
    expect(loadedOnDemand.has(editorKey)).toBe(true);
    expect(bundledSources(editorKey).some((source) => editorSourceFile.test(source))).toBe(true);
  });

  it('bundles none of its source files into what a public page loads first', () => {
    const publicKeys = [
      ...staticClosure(textsKey('de'), staticClosure(textsKey('en'), new Set(firstLoad))),
    ];
    expect(
      publicKeys.flatMap(bundledSources).filter((source) => editorSourceFile.test(source)),
    ).toEqual([]);
  });

  it('is named by no public page', async () => {
    const assets = await readClientAssets(clientDirectory);
    expect(assets.editorStyles?.length).toBeGreaterThan(0);
    expect(editorFiles.length).toBeGreaterThan(0);
    const html = renderToString(
      createElement(Document, { payload: notFoundPayload('/en/x'), assets, nonce: 'n0nce' }),
    );
    expect(html).toContain(assets.entry);
    for (const file of editorFiles) expect(html).not.toContain(file);
  });
});
