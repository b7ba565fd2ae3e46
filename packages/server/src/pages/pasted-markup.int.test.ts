import { placeholderImageUrl } from '@kmx/domain/catalogue';
import { readPagePayload } from '@kmx/domain/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../../dist/client/', import.meta.url);
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'silent' }), { clientDirectory });
});

afterAll(() => server.close());

/** The sandbox page made for it: rich text with the shell's ids, a picture with a broken address. */
const pastedMarkup = '/en/style-guide-pasted-markup';

/** The ids of the elements of an HTML text. */
function idsOf(html: string): string[] {
  return [...html.matchAll(/<[a-z][^>]*?\sid="([^"]*)"/gi)].map((match) => match[1] ?? '');
}

describe('a page whose content carries the ids of the page’s own elements', () => {
  it('answers, with one startup data, one root and one main landmark: its own', async () => {
    const response = await fetch(`${server.url}${pastedMarkup}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const ids = idsOf(html);
    expect(ids.filter((id) => id === 'kmx-view')).toHaveLength(1);
    expect(ids.filter((id) => id === 'root')).toHaveLength(1);
    expect(ids.filter((id) => id === 'main')).toHaveLength(1);
    expect(ids).toEqual(
      expect.arrayContaining(['content-kmx-view', 'content-root', 'content-main']),
    );
    // The content's own link still leads to its paragraph.
    expect(html).toContain('<a href="#content-kmx-view"');
    const embedded =
      /<body>.*<script id="kmx-view" type="application\/json">(.*?)<\/script><\/body>/s.exec(html);
    expect(readPagePayload(JSON.parse(embedded?.[1] ?? 'null'))?.view.kind).toBe('content');
  });

  it('shows the placeholder for a picture whose address is no address', async () => {
    const response = await fetch(`${server.url}${pastedMarkup}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`src="${placeholderImageUrl}?`);
    expect(html).not.toContain('99999');
    const placeholder = await fetch(`${server.url}${placeholderImageUrl}?width=780`);
    expect(placeholder.status).toBe(200);
    expect(placeholder.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});
