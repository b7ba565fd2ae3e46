// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWindow } from '../test-support/fake-window';
import {
  PortalHistory,
  portalLinkTarget,
  type HistoryWindow,
  type LinkClick,
} from './portal-history';

const origin = 'http://127.0.0.1:3000';

function setUp(href = `${origin}/en/mykomax/tickets/list`) {
  const window = new FakeWindow(href);
  const scrolls: [number, number][] = [];
  const historyWindow: HistoryWindow = {
    get location() {
      return window.location;
    },
    history: window.history,
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: () => undefined,
    scrollTo: (x, y) => scrolls.push([x, y]),
  };
  const history = new PortalHistory(historyWindow);
  history.start();
  const seen: string[] = [];
  history.subscribe(() => seen.push(history.current().href));
  return { window, history, seen, scrolls };
}

describe('PortalHistory', () => {
  it('keeps a filter change in the address, and Back and Forward bring it back', () => {
    const { window, history, seen } = setUp();
    history.push('/en/mykomax/tickets/list?mine=1&status=open');
    history.push('/en/mykomax/tickets/list?mine=1&status=open&page=2');
    window.back();
    expect(history.current().search).toBe('?mine=1&status=open');
    window.back();
    expect(history.current().search).toBe('');
    window.forward();
    expect(new URLSearchParams(history.current().search).get('status')).toBe('open');
    expect(seen).toHaveLength(5);
  });

  it('replaces the entry when the address is cleaned, so Back skips the bad one', () => {
    const { window, history } = setUp(`${origin}/en/mykomax/tickets/list?page=zero`);
    history.replace('/en/mykomax/tickets/list');
    expect(window.length).toBe(1);
    expect(history.current().search).toBe('');
  });

  it('starts a new screen at its top, but not a new page of the same list', () => {
    const { history, scrolls } = setUp();
    history.push('/en/mykomax/tickets/list?page=2');
    expect(scrolls).toEqual([]);
    history.push('/en/mykomax/tickets/T-1');
    expect(scrolls).toEqual([[0, 0]]);
  });

  it('adds no entry for the address shown', () => {
    const { window, history, seen } = setUp();
    history.push('/en/mykomax/tickets/list');
    expect(window.length).toBe(1);
    expect(seen).toEqual([]);
  });
});

describe('portalLinkTarget', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });
  const shown = new URL(`${origin}/en/mykomax`);

  function click(attributes: Record<string, string>, change: Partial<LinkClick> = {}): LinkClick {
    const anchor = document.createElement('a');
    for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
    anchor.innerHTML = '<span>Link</span>';
    document.body.append(anchor);
    return {
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      defaultPrevented: false,
      target: anchor.firstElementChild,
      preventDefault: vi.fn(),
      ...change,
    };
  }

  it('takes a plain click on a portal link into the app', () => {
    expect(
      portalLinkTarget(click({ href: '/en/mykomax/inventory?q=x' }), shown, '/en/mykomax')?.href,
    ).toBe(`${origin}/en/mykomax/inventory?q=x`);
    expect(portalLinkTarget(click({ href: '/en/mykomax' }), shown, '/en/mykomax')).not.toBeNull();
  });

  it('leaves other links, new tabs, downloads and handled clicks to the browser', () => {
    const base = '/en/mykomax';
    expect(portalLinkTarget(click({ href: '/en/company' }), shown, base)).toBeNull();
    expect(
      portalLinkTarget(click({ href: 'https://direct.example.com/' }), shown, base),
    ).toBeNull();
    expect(
      portalLinkTarget(click({ href: '/en/mykomax', target: '_blank' }), shown, base),
    ).toBeNull();
    expect(portalLinkTarget(click({ href: '/en/mykomax', download: '' }), shown, base)).toBeNull();
    expect(
      portalLinkTarget(click({ href: '/en/mykomax' }, { ctrlKey: true }), shown, base),
    ).toBeNull();
    expect(portalLinkTarget(click({ href: '/en/mykomax' }, { button: 1 }), shown, base)).toBeNull();
    expect(
      portalLinkTarget(click({ href: '/en/mykomax' }, { defaultPrevented: true }), shown, base),
    ).toBeNull();
  });
});
