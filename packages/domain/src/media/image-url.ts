import type { ImageFormat, ImageSize } from './image-sizes';
import { imageFit, imageFormats, imageQuality } from './image-sizes';

/** The query parameters this builder owns; the same names already in the source are replaced. */
const ownParameters = new Set(['width', 'height', 'quality', 'format', 'fit']);

/**
 * The address of one rendition of an image: the source address plus width, height (when the size
 * has one), quality 90, format and crop fit as query parameters. Other query parameters and the
 * fragment of the source are kept. `density` 2 asks for twice the pixels for high-density screens.
 * Missing sources are not handled here: placeholders are chosen before an address is built.
 */
export function imageUrl(
  source: string,
  size: ImageSize,
  format: ImageFormat = imageFormats.webp,
  density = 1,
): string {
  const hashAt = source.indexOf('#');
  const fragment = hashAt === -1 ? '' : source.slice(hashAt);
  const withoutFragment = hashAt === -1 ? source : source.slice(0, hashAt);
  const queryAt = withoutFragment.indexOf('?');
  const path = queryAt === -1 ? withoutFragment : withoutFragment.slice(0, queryAt);
  const kept =
    queryAt === -1
      ? []
      : withoutFragment
          .slice(queryAt + 1)
          .split('&')
          .filter((pair) => pair !== '' && !ownParameters.has(parameterName(pair)));
  const scale = (pixels: number) => String(Math.round(pixels * density));
  const added = [
    `width=${scale(size.width)}`,
    ...(size.height === undefined ? [] : [`height=${scale(size.height)}`]),
    `quality=${imageQuality}`,
    `format=${format}`,
    `fit=${imageFit}`,
  ];
  return `${path}?${[...kept, ...added].join('&')}${fragment}`;
}

/**
 * A `srcset` with the 1x and 2x renditions. Commas and whitespace inside an address would split a
 * candidate, so they are percent-encoded.
 */
export function imageSrcset(
  source: string,
  size: ImageSize,
  format: ImageFormat = imageFormats.webp,
): string {
  return [1, 2]
    .map((density) => `${srcsetSafe(imageUrl(source, size, format, density))} ${density}x`)
    .join(', ');
}

function parameterName(pair: string): string {
  const equalsAt = pair.indexOf('=');
  const name = equalsAt === -1 ? pair : pair.slice(0, equalsAt);
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

function srcsetSafe(address: string): string {
  return address.replace(/[\s,]/gu, (character) => encodeURIComponent(character));
}
