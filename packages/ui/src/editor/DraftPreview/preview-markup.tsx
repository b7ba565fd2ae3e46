import { isSafeUrl } from '@kmx/domain/content';
import { createElement, type ReactNode } from 'react';

// The server sanitises the markup before it gets here (the draft proxy and the page payload alike);
// the preview still never sets it as HTML, as a second line: it is read into an inert document and
// rebuilt from an allowlist, text and structure only, the one attribute kept a link's safe `href`.
const kept = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'code',
  'pre',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'hr',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
  'span',
  'div',
]);
/** Elements whose content is no text to read: dropped with everything inside. */
const dropped = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'img',
  'video',
  'audio',
  'picture',
  'canvas',
  'form',
  'input',
  'button',
  'select',
  'textarea',
]);
/** The page's title is the preview's only `h1`. */
const renamed: Readonly<Record<string, string>> = { h1: 'h2' };
// Text elements: an empty children list would be a React warning for these.
const voidTags = new Set(['br', 'hr']);

function rebuild(node: Node, key: string): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (dropped.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, index) =>
    rebuild(child, `${key}.${index}`),
  );
  const name = renamed[tag] ?? tag;
  if (!kept.has(name)) return createElement('span', { key }, ...children);
  if (voidTags.has(name)) return createElement(name, { key });
  if (name === 'a') {
    const href = element.getAttribute('href');
    const props = href !== null && isSafeUrl(href) ? { key, href, rel: 'noopener' } : { key };
    return createElement('a', props, ...children);
  }
  return createElement(name, { key }, ...children);
}

/** Rich text of a page as safe React nodes; plain text where no `DOMParser` exists. */
export function previewMarkup(html: string): ReactNode {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ');
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.childNodes, (child, index) => rebuild(child, String(index)));
}
