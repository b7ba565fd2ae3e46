import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The stylesheets are read as text: happy-dom does not apply them, and what matters is the file.
// (Under happy-dom `import.meta.url` is still the file's address, but `URL` is the window's.)
const directory = dirname(decodeURIComponent(import.meta.url.replace(/^file:\/\//, '')));
const read = (name: string) => withoutComments(readFileSync(join(directory, name), 'utf8'));
const stylesheets = readdirSync(directory)
  .filter((name) => name.endsWith('.css'))
  .map((name) => ({ name, text: read(name) }));
const tokens = read('tokens.css');

function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

/** The custom properties a stylesheet declares (`--name:`), wherever it declares them. */
function declared(css: string): Set<string> {
  return new Set([...css.matchAll(/(--[a-z0-9-]+)\s*:/gi)].map((match) => match[1] ?? ''));
}

/** The custom properties a stylesheet reads without a fallback (`var(--name)`). */
function used(css: string): Set<string> {
  return new Set([...css.matchAll(/var\(\s*(--[a-z0-9-]+)\s*\)/gi)].map((match) => match[1] ?? ''));
}

/** The `@font-face` rules of a stylesheet, each as its text. */
function fontFaces(css: string): string[] {
  return [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].map((match) => match[0]);
}

describe('the design tokens', () => {
  it('are imported first by the site stylesheet', () => {
    const site = read('site.css');
    expect(site.trimStart().startsWith("@import './tokens.css';")).toBe(true);
  });

  it('define every custom property a stylesheet reads, unless the stylesheet scopes its own', () => {
    const global = declared(tokens);
    const undefinedTokens = stylesheets.flatMap(({ name, text }) => {
      const local = declared(text);
      return [...used(text)]
        .filter((token) => !global.has(token) && !local.has(token))
        .map((token) => `${name}: ${token}`);
    });
    expect(undefinedTokens).toEqual([]);
  });

  it('define the families the brief names: colour, type, spacing, radii, elevation, widths, motion', () => {
    const global = declared(tokens);
    for (const token of [
      '--color-brand',
      '--color-accent',
      '--color-ink',
      '--color-surface',
      '--color-line',
      '--color-error',
      '--text-h1',
      '--text-h2',
      '--text-h3',
      '--text-h4',
      '--text-body',
      '--text-small',
      '--space-1',
      '--space-7',
      '--radius',
      '--shadow-1',
      '--page-width',
      '--measure',
      '--duration',
      '--ease',
    ]) {
      expect(global, token).toContain(token);
    }
  });

  it('leave no raw colour to the stylesheets but the page themes and the header’s', () => {
    // blocks.css holds the content page's light and dark themes; furniture.css the header's own.
    const themes = ['tokens.css', 'blocks.css', 'furniture.css'];
    const rawColours = stylesheets
      .filter(({ name }) => !themes.includes(name))
      .flatMap(({ name, text }) =>
        [...text.matchAll(/#[0-9a-f]{3,8}\b/gi)].map((m) => `${name}: ${m[0]}`),
      );
    expect(rawColours).toEqual([]);
  });
});

describe('the brand typeface', () => {
  it('swaps in when it arrives, in every face the site declares', () => {
    const faces = fontFaces(tokens).filter((face) => face.includes("'Inter Variable'"));
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) expect(face).toMatch(/font-display:\s*swap/);
  });

  it('ships only the Latin and Latin Extended subsets, as woff2', () => {
    const files = [...tokens.matchAll(/url\('([^']+)'\)/g)].map((match) => match[1]);
    expect(files).toEqual([
      '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
    ]);
  });

  it('has a local fallback with Inter’s metrics, so nothing moves when the font swaps in', () => {
    const fallback = fontFaces(tokens).find((face) => face.includes("'Inter Fallback'"));
    expect(fallback).toMatch(/src:\s*local\('Arial'\)/);
    expect(fallback).toMatch(/size-adjust:\s*10\d\.\d+%/);
    expect(fallback).toMatch(/ascent-override:\s*\d+(\.\d+)?%/);
    expect(fallback).toMatch(/descent-override:\s*\d+(\.\d+)?%/);
    expect(tokens).toMatch(/--font-brand:\s*'Inter Variable',\s*'Inter Fallback'/);
  });
});
