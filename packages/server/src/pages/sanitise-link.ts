import type { ContentImage } from '@kmx/domain/content';
import type { NavigationLink } from '@kmx/domain/navigation';
import { placeholderImageUrl } from '@kmx/domain/catalogue';
import { isSafeUrl, mediaSchemes } from '@kmx/domain/content';
import { sanitiseText } from './sanitise-text';

/** A picture with an address that could run script shows the placeholder instead. */
export function sanitiseImage(image: ContentImage): ContentImage {
  return {
    url: isSafeUrl(image.url, mediaSchemes) ? image.url : placeholderImageUrl,
    alternativeText: sanitiseText(image.alternativeText),
  };
}

export function sanitiseOptionalImage(image: ContentImage | null): ContentImage | null {
  return image === null ? null : sanitiseImage(image);
}

/** A link whose address could run script leads nowhere (`null`); its text is plain. */
function sanitiseLink(link: NavigationLink): NavigationLink | null {
  const text = sanitiseText(link.text);
  switch (link.kind) {
    case 'page':
      return {
        ...link,
        text,
        page: {
          ...link.page,
          url: link.page.url !== null && isSafeUrl(link.page.url) ? link.page.url : null,
        },
      };
    case 'path':
      if (link.link.kind === 'path' && !isSafeUrl(link.link.path)) return null;
      return { ...link, text };
    case 'external':
      return isSafeUrl(link.url) ? { ...link, text } : null;
    case 'product':
    case 'service':
      return { ...link, text };
    default:
      return link satisfies never;
  }
}

export function sanitiseOptionalLink(link: NavigationLink | null): NavigationLink | null {
  return link === null ? null : sanitiseLink(link);
}
