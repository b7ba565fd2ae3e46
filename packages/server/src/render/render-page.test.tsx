import { preloadAllSiteViews } from '@kmx/ui';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RenderHandlers } from './PageRenderer';
import { documentHtml, reactPageRenderer } from './render-page';
import { exampleAssets, notFoundPayload } from './test-support/example-pages';

const assets = exampleAssets;
const payload = notFoundPayload('/en/nowhere');

beforeAll(() => preloadAllSiteViews());

describe('a page rendered to one string', () => {
  it('is the whole document: doctype, head, the view, the payload and the entry with its nonce', () => {
    const html = documentHtml(payload, assets, 'n0nce') ?? '';
    expect(html.startsWith('<!DOCTYPE html><html lang="en"><head>')).toBe(true);
    const head = html.slice(0, html.indexOf('</head>'));
    // In the head, not async: a module script runs after the document is parsed.
    expect(head).toContain(
      '<script type="module" src="/assets/entry-abc.js" nonce="n0nce"></script>',
    );
    expect(html).toContain('Page not found: /en/nowhere');
    // The body holds the root and the payload only.
    expect(html).toMatch(
      /<body><div id="root">.*<\/div><script id="kmx-view" type="application\/json">.*<\/script><\/body><\/html>$/s,
    );
  });

  it('is what the renderer hands over in one piece, with the page’s status', () => {
    const handlers: RenderHandlers = {
      shellReady: vi.fn(),
      shellFailed: vi.fn(),
      write: vi.fn(),
      flush: vi.fn(),
      end: vi.fn(),
      whole: vi.fn(),
    };
    const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    reactPageRenderer(assets, logger)(payload, 'n0nce', handlers);
    expect(handlers.whole).toHaveBeenCalledWith(404, documentHtml(payload, assets, 'n0nce'));
    expect(handlers.write).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });
});
