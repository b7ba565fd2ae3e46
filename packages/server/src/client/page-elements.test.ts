// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { documentHtml } from '../render/render-page';
import { exampleAssets, notFoundPayload } from '../render/test-support/example-pages';
import { readEmbeddedPage } from './embedded-page';
import { appRootElement, startupDataText } from './page-elements';

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/**
 * A page whose content carries the shell's own ids, the startup data's even on a script element
 * of its own, as markup would if anything let it through the sanitiser.
 */
const shadowed = parse(
  '<!DOCTYPE html><html><head></head><body><div id="root"><main id="main">' +
    '<div id="kmx-view">Hostile</div>' +
    '<script type="application/json" id="kmx-view">{"hostile":true}</script>' +
    '<div id="root">Inner</div>' +
    '</main></div><script id="kmx-view" type="application/json">{"real":true}</script></body></html>',
);

describe('the elements the browser starts from', () => {
  it('are what markup with the same ids would shadow when looked up by id', () => {
    expect(shadowed.getElementById('kmx-view')?.textContent).toBe('Hostile');
  });

  it('are the startup data and the root the server wrote, whatever ids the content has', () => {
    expect(startupDataText(shadowed)).toBe('{"real":true}');
    expect(appRootElement(shadowed)?.querySelector('main')).not.toBeNull();
  });

  it('are found in the document the server renders', () => {
    const payload = notFoundPayload('/en/x');
    // Its body as the server wrote it; the head's stylesheets are nothing to fetch here.
    const body = /<body>.*<\/body>/s.exec(documentHtml(payload, exampleAssets, 'n0nce') ?? '');
    const page = parse(`<!DOCTYPE html><html><head></head>${body?.[0] ?? ''}</html>`);
    expect(readEmbeddedPage(startupDataText(page))).toEqual(payload);
    expect(appRootElement(page)?.querySelector('main#main')).not.toBeNull();
  });

  it('are missing from a page without them', () => {
    const bare = parse('<!DOCTYPE html><html><body><p id="kmx-view">x</p></body></html>');
    expect(startupDataText(bare)).toBeNull();
    expect(appRootElement(bare)).toBeNull();
  });
});
