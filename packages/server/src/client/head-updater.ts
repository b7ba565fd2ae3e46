import { pageHeadDebounceMs } from '@kmx/domain/policies';
import { type PageHead } from '@kmx/domain/view';

function setMeta(
  document: Document,
  attribute: 'name' | 'property',
  key: string,
  value: string | null,
) {
  const selector = `meta[${attribute}="${key}"]`;
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (value === null) {
    element?.remove();
    return;
  }
  if (element === null) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute('content', value);
}

function setCanonical(document: Document, href: string | null) {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === null) {
    element?.remove();
    return;
  }
  if (element === null) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.append(element);
  }
  element.setAttribute('href', href);
}

function setAlternates(document: Document, alternates: PageHead['alternates']) {
  document.head
    .querySelectorAll('link[rel="alternate"][hreflang]')
    .forEach((link) => link.remove());
  for (const alternate of alternates) {
    const element = document.createElement('link');
    element.rel = 'alternate';
    element.setAttribute('hreflang', alternate.hrefLang);
    element.setAttribute('href', alternate.href);
    document.head.append(element);
  }
}

/**
 * Writes a page's head into the document after client navigation, as the server's `DocumentHead`
 * renders it: title, description, robots, canonical, `hreflang` alternates, Open Graph tags, and
 * the document language.
 */
export function applyHead(document: Document, head: PageHead, language: string): void {
  // As the server writes it: an empty description is left out, not written empty.
  const description = head.description === '' ? null : head.description;
  document.title = head.title;
  document.documentElement.lang = language;
  setMeta(document, 'name', 'description', description);
  setMeta(document, 'name', 'robots', head.robots);
  setCanonical(document, head.canonical);
  setAlternates(document, head.alternates);
  setMeta(document, 'property', 'og:title', head.title);
  setMeta(document, 'property', 'og:description', description);
  setMeta(document, 'property', 'og:type', head.openGraph.type);
  setMeta(document, 'property', 'og:site_name', head.openGraph.siteName);
  setMeta(document, 'property', 'og:locale', head.openGraph.locale);
  setMeta(document, 'property', 'og:url', head.canonical);
  setMeta(document, 'property', 'og:image', head.openGraph.image);
}

export interface HeadUpdater {
  /** Spec public-site 4: updates within 10 ms are merged; the last one wins. */
  update(head: PageHead, language: string): void;
}

export function createHeadUpdater(document: Document, delayMs = pageHeadDebounceMs): HeadUpdater {
  let pending: ReturnType<typeof setTimeout> | undefined;
  return {
    update(head, language) {
      if (pending !== undefined) clearTimeout(pending);
      pending = setTimeout(() => {
        pending = undefined;
        applyHead(document, head, language);
      }, delayMs);
    },
  };
}
