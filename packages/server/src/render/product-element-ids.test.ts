import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isProductElementId } from '@kmx/domain/content';
import { describe, expect, it } from 'vitest';

/** Where the product's elements are written: the ui's components and the server's shell. */
const sourceDirectories = ['../../../ui/src/', '../'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);

/** The components' sources: not their tests, stories or examples. */
function componentSources(): { file: string; text: string }[] {
  return sourceDirectories.flatMap((directory) =>
    readdirSync(directory, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(file))
      .filter((file) => !file.startsWith('examples'))
      .map((file) => ({ file, text: readFileSync(join(directory, file), 'utf8') })),
  );
}

/** Attributes that hold an id, or name one. */
const idAttribute = '(?:id|htmlFor|aria-labelledby|aria-describedby|aria-controls)';

/** Fixed ids a component writes or names: `id="x"`, or the text a template id starts with. */
function fixedIds(text: string): string[] {
  const literal = [...text.matchAll(new RegExp(`\\b${idAttribute}="([^"]+)"`, 'g'))];
  const template = [...text.matchAll(new RegExp(`\\b${idAttribute}=\\{\`([^\`$]+)\\$\\{`, 'g'))];
  return [...literal, ...template].map((match) => match[1] ?? '');
}

describe('the ids the components give their own elements', () => {
  it('are all in the product’s own space, which content ids are moved out of', () => {
    const outside = componentSources().flatMap(({ file, text }) =>
      fixedIds(text)
        .filter((id) => !isProductElementId(id))
        .map((id) => `${file}: ${id}`),
    );
    expect(outside).toEqual([]);
  });

  it('are found by this test', () => {
    const text = '<main id="main"><section aria-labelledby="x"><h2 id={`kmx-releases-${year}`}>';
    expect(fixedIds(text)).toEqual(['main', 'x', 'kmx-releases-']);
  });
});
