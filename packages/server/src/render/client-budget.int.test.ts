import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

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

describe('the JavaScript a public page loads first', () => {
  const firstLoad = [...staticClosure(entryKey)];

  it.each(['en', 'de'])(
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
    expect(firstLoad).not.toContain(textsKey('en'));
    expect(firstLoad).not.toContain(textsKey('de'));
  });

  it('holds no portal or editor code', () => {
    expect(firstLoad.filter((key) => privateSource.test(key))).toEqual([]);
  });

  it('reaches the portal only through a chunk loaded on demand', () => {
    const portalChunks = Object.keys(manifest).filter((key) => privateSource.test(key));
    expect(portalChunks.length).toBeGreaterThan(0);
    const loadedOnDemand = new Set(firstLoad.flatMap((key) => manifest[key]?.dynamicImports ?? []));
    expect(portalChunks.some((key) => loadedOnDemand.has(key))).toBe(true);
  });
});
