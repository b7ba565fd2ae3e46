// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clickedNavigation, isSamePage, navigableLinkTarget } from './link-click';

const current = new URL('http://127.0.0.1:3000/en/company?tab=1#history');

function anchor(attributes: Record<string, string>): HTMLAnchorElement {
  const element = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = '<span>Link</span>';
  document.body.append(element);
  return element;
}

/** Clicks the element as a visitor would and tells what the browser app makes of the click. */
function click(
  element: Element,
  init: MouseEventInit = {},
  handledEarlier = false,
): URL | null | undefined {
  let result: URL | null | undefined;
  const listener = (event: Event) => {
    if (handledEarlier) event.preventDefault();
    result = clickedNavigation(event as MouseEvent, current);
  };
  document.addEventListener('click', listener);
  element.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
  );
  document.removeEventListener('click', listener);
  return result;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a link to another public page of the site', () => {
  it('is opened by the browser app, also when the click lands on text inside it', () => {
    const link = anchor({ href: '/en/products' });
    expect(click(link)?.href).toBe('http://127.0.0.1:3000/en/products');
    expect(click(link.querySelector('span') as Element)?.href).toBe(
      'http://127.0.0.1:3000/en/products',
    );
  });

  it('is left to the browser with a modifier key or another button', () => {
    const link = anchor({ href: '/en/products' });
    for (const init of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      expect(click(link, init)).toBeNull();
    }
  });

  it('is left alone when something else handled the click already', () => {
    expect(click(anchor({ href: '/en/products' }), {}, true)).toBeNull();
  });
});

describe('a link the browser app leaves alone', () => {
  it('opens in another window, downloads or is marked external', () => {
    expect(navigableLinkTarget(anchor({ href: '/en/a', target: '_blank' }), current)).toBeNull();
    expect(navigableLinkTarget(anchor({ href: '/en/a', download: '' }), current)).toBeNull();
    expect(
      navigableLinkTarget(anchor({ href: '/en/a', rel: 'noopener external' }), current),
    ).toBeNull();
    expect(navigableLinkTarget(anchor({ href: '/en/a', target: '_self' }), current)).not.toBeNull();
  });

  it('goes to another origin or to no public page', () => {
    for (const href of [
      'https://example.com/en/a',
      '/en/mykomax',
      '/en/callback',
      '/am/oauth2/authorize',
      '/api/search-proxy/search',
      '/assets/entry.js',
      '/style-guide',
      'mailto:info@example.com',
      'http://[bad',
    ]) {
      expect(navigableLinkTarget(anchor({ href }), current)).toBeNull();
    }
    expect(navigableLinkTarget(document.createElement('a'), current)).toBeNull();
  });

  it('points to an anchor of the page shown, which the browser scrolls to', () => {
    expect(click(anchor({ href: '#specs' }))).toBeNull();
    expect(click(anchor({ href: '/en/company?tab=1#team' }))).toBeNull();
  });

  it('is no link at all', () => {
    const paragraph = document.createElement('p');
    document.body.append(paragraph);
    expect(click(paragraph)).toBeNull();
  });
});

describe('the same page', () => {
  it('differs at most in the fragment', () => {
    expect(isSamePage(new URL('http://h/en/a?x=1#b'), new URL('http://h/en/a?x=1'))).toBe(true);
    expect(isSamePage(new URL('http://h/en/a?x=2'), new URL('http://h/en/a?x=1'))).toBe(false);
  });
});
