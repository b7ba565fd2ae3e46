import { readFile, stat } from 'node:fs/promises';
import { z } from 'zod';

/** What the browser loads for a page: the entry module and its stylesheets, content-hashed. */
export interface ClientAssets {
  readonly entry: string;
  readonly styles: readonly string[];
  /**
   * The portal's own stylesheets (of its script part): portal pages link them beside `styles`, so
   * the frame the server renders is styled before the script runs; public pages never load them.
   */
  readonly portalStyles?: readonly string[];
  /** The editor area's own stylesheets (of its script part), linked on its page only. */
  readonly editorStyles?: readonly string[];
  /**
   * The brand typeface's files every page draws its first text with (the Latin subset), preloaded
   * from the head so the text swaps to it early; the other subsets load only where a page uses them.
   */
  readonly fonts?: readonly string[];
  /** The script part with the ui texts of each language (`en`, `de`), loaded before hydration. */
  readonly texts: Readonly<Record<string, string>>;
  /** Directory the hashed files are served from. */
  readonly directory: string;
  /** When the bundle was built (its manifest written), in milliseconds since the epoch. */
  readonly builtAt: number;
}

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    name: z.string().optional(),
    css: z.array(z.string()).optional(),
    assets: z.array(z.string()).optional(),
  }),
);

export const assetsPrefix = '/assets/';

/** The portal's script part, which imports its stylesheet (`client/portal/start-portal.tsx`). */
const portalChunkKey = /(^|\/)start-portal\.tsx$/;

/** The editor area's script part, which imports its stylesheet (`client/editor/start-editor.tsx`). */
const editorChunkKey = /(^|\/)start-editor\.tsx$/;

/**
 * The brand typeface's Latin file (`packages/ui/src/styles/tokens.css`), by its hashed name: the
 * Latin Extended subset (`latin-ext`) is left to the browser's unicode-range choice.
 */
const preloadedFont = /(^|\/)[a-z0-9-]+-latin-wght-normal[-.][^/]*woff2$/;

/** The ui's texts of one language are a script part named after their module (`messages-de`). */
const textsChunkName = /^messages-([a-z]{2})$/;

export async function readClientAssets(directory: URL): Promise<ClientAssets> {
  const manifestUrl = new URL('.vite/manifest.json', directory);
  const manifest = manifestSchema.parse(JSON.parse(await readFile(manifestUrl, 'utf8')));
  const { mtimeMs } = await stat(manifestUrl);
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry === true);
  if (entry === undefined) throw new Error(`No entry chunk in ${manifestUrl.pathname}`);
  const texts = Object.values(manifest).flatMap((chunk) => {
    const language = textsChunkName.exec(chunk.name ?? '')?.[1];
    return language === undefined ? [] : [[language, `/${chunk.file}`] as const];
  });
  const portal = Object.entries(manifest).find(([key]) => portalChunkKey.test(key))?.[1];
  const editor = Object.entries(manifest).find(([key]) => editorChunkKey.test(key))?.[1];
  return {
    entry: `/${entry.file}`,
    styles: (entry.css ?? []).map((file) => `/${file}`),
    portalStyles: (portal?.css ?? []).map((file) => `/${file}`),
    editorStyles: (editor?.css ?? []).map((file) => `/${file}`),
    fonts: fontsOf(manifest),
    texts: Object.fromEntries(texts),
    directory: directory.pathname,
    builtAt: Math.round(mtimeMs),
  };
}

/** The preloaded font files, whether the manifest lists them as a chunk's assets or as entries. */
function fontsOf(manifest: z.infer<typeof manifestSchema>): string[] {
  const files = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.assets ?? [])]);
  return [...new Set(files.filter((file) => preloadedFont.test(file)))].map((file) => `/${file}`);
}
