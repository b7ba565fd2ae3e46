import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { readClientAssets } from './client-assets';

const directories: string[] = [];

async function bundleWith(manifest: object): Promise<URL> {
  const directory = await mkdtemp(join(tmpdir(), 'kmx-assets-'));
  directories.push(directory);
  await mkdir(join(directory, '.vite'));
  await writeFile(join(directory, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return pathToFileURL(`${directory}/`);
}

afterEach(async () => {
  await Promise.all(directories.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('given a manifest whose entry stylesheet uses the brand typeface', () => {
  const fontKey = '../../../ui/node_modules/@fontsource-variable/inter/files/';

  it('names the Latin file for preloading, not the Latin Extended one', async () => {
    const assets = await readClientAssets(
      await bundleWith({
        'entry.tsx': {
          file: 'assets/entry-1a.js',
          isEntry: true,
          css: ['assets/entry-2b.css'],
          assets: [
            'assets/inter-latin-wght-normal-Dx3k.woff2',
            'assets/inter-latin-ext-wght-normal-9pQe.woff2',
          ],
        },
      }),
    );
    expect(assets.fonts).toEqual(['/assets/inter-latin-wght-normal-Dx3k.woff2']);
  });

  it('finds the file when the manifest lists it as an entry of its own', async () => {
    const assets = await readClientAssets(
      await bundleWith({
        'entry.tsx': { file: 'assets/entry-1a.js', isEntry: true },
        [`${fontKey}inter-latin-wght-normal.woff2`]: {
          file: 'assets/inter-latin-wght-normal-Dx3k.woff2',
        },
        [`${fontKey}inter-latin-ext-wght-normal.woff2`]: {
          file: 'assets/inter-latin-ext-wght-normal-9pQe.woff2',
        },
      }),
    );
    expect(assets.fonts).toEqual(['/assets/inter-latin-wght-normal-Dx3k.woff2']);
  });

  it('preloads nothing when the bundle has no such font', async () => {
    const assets = await readClientAssets(
      await bundleWith({ 'entry.tsx': { file: 'assets/entry-1a.js', isEntry: true } }),
    );
    expect(assets.fonts).toEqual([]);
  });
});
