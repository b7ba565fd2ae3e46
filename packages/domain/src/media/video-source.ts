import { pathPart } from '../routing/path-segments';

/** Video files a `<video>` element plays itself, by extension, with their media type. */
export const videoFileTypes = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  ogg: 'video/ogg',
  ogv: 'video/ogg',
} as const;

/** How a video is shown: a file plays in the page, a hosted one opens at its host. */
export type VideoSource =
  | { readonly kind: 'file'; readonly url: string; readonly mediaType: string }
  | { readonly kind: 'hosted'; readonly url: string; readonly host: string };

/**
 * A video address that names a file (`…/demo.mp4`) plays in a `<video>` element; any other (a
 * page of a video platform) is linked, never framed: a third-party frame would need the content
 * security policy opened for it, and would load the platform's scripts before the visitor asked.
 */
export function videoSource(url: string): VideoSource {
  const path = pathPart(url);
  const dot = path.lastIndexOf('.');
  const extension = dot === -1 ? '' : path.slice(dot + 1).toLowerCase();
  if (Object.hasOwn(videoFileTypes, extension)) {
    return {
      kind: 'file',
      url,
      mediaType: videoFileTypes[extension as keyof typeof videoFileTypes],
    };
  }
  return { kind: 'hosted', url, host: hostOf(url) };
}

/** The host a visitor is sent to, without `www.`; empty for an address without one. */
function hostOf(url: string): string {
  const host = /^[a-z][a-z0-9+.-]*:\/\/([^/?#:@]+@)?([^/?#:]+)/i.exec(url)?.[2] ?? '';
  return host.toLowerCase().replace(/^www\./, '');
}
