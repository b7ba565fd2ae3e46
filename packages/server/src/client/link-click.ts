import { isClientNavigablePath } from '@kmx/domain/browser';

/** Whether two addresses show the same page (they may differ in the fragment only). */
export function isSamePage(a: URL, b: URL): boolean {
  return a.origin === b.origin && a.pathname === b.pathname && a.search === b.search;
}

/**
 * The address a link leads to when the browser may open it itself: same origin, a public page
 * (domain `isClientNavigablePath`), no other window or frame, no download, not marked external.
 */
export function navigableLinkTarget(anchor: HTMLAnchorElement, current: URL): URL | null {
  const target = anchor.getAttribute('target');
  if (target !== null && target !== '' && target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  if (/(^|\s)external(\s|$)/i.test(anchor.getAttribute('rel') ?? '')) return null;
  const href = anchor.getAttribute('href');
  if (href === null) return null;
  let url: URL;
  try {
    url = new URL(href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || !isClientNavigablePath(url.pathname)) return null;
  return url;
}

/** The link a click landed on, if any (the click may land on an element inside the link). */
export function clickedAnchor(event: Event): HTMLAnchorElement | null {
  const origin = event.target;
  if (!(origin instanceof Element)) return null;
  const anchor = origin.closest('a[href]');
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/**
 * The page a click asks for, when the browser app should open it instead of the browser: a plain
 * left click, not handled by anyone else, on a navigable link to another page. A link to an
 * anchor of the page shown is left to the browser, which scrolls to it.
 */
export function clickedNavigation(event: MouseEvent, current: URL): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = clickedAnchor(event);
  if (anchor === null) return null;
  const url = navigableLinkTarget(anchor, current);
  if (url === null) return null;
  if (url.hash !== '' && isSamePage(url, current)) return null;
  return url;
}
