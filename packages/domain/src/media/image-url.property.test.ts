import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { ImageSizeName } from './image-sizes';
import { imageSizes } from './image-sizes';
import { imageSrcset, imageUrl } from './image-url';

const sizeName = fc.constantFrom(...(Object.keys(imageSizes) as ImageSizeName[]));
const format = fc.constantFrom('webp' as const, 'png' as const);
const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
const otherParameter = fc
  .tuple(fc.stringMatching(/^[a-z]{1,6}$/), fc.stringMatching(/^[a-z0-9]{0,6}$/))
  .filter(([name]) => !['width', 'height', 'quality', 'format', 'fit'].includes(name))
  .map(([name, value]) => `${name}=${value}`);
const ownParameter = fc
  .tuple(fc.constantFrom('width', 'HEIGHT', 'quality', 'format', 'fit'), fc.nat())
  .map(([name, value]) => `${name}=${value}`);
const source = fc
  .record({
    path: fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
    query: fc.array(fc.oneof(otherParameter, ownParameter), { maxLength: 4 }),
    fragment: fc.option(segment, { nil: undefined }),
  })
  .map(({ path, query, fragment }) => ({
    path,
    others: query.filter((pair) => !/^(width|height|quality|format|fit)=/i.test(pair)),
    fragment,
    address:
      path +
      (query.length === 0 ? '' : `?${query.join('&')}`) +
      (fragment === undefined ? '' : `#${fragment}`),
  }));

test.prop([source, sizeName, format, fc.constantFrom(1, 2)])(
  'keeps path, other parameters and fragment and sets each own parameter once',
  (given, name, imageFormat, density) => {
    const size = imageSizes[name];
    const address = imageUrl(given.address, size, imageFormat, density);
    const [beforeFragment = '', fragment] = address.split('#');
    const [path, query = ''] = beforeFragment.split('?');
    expect(path).toBe(given.path);
    expect(fragment).toBe(given.fragment);
    const pairs = query.split('&');
    const expected = [
      ...given.others,
      `width=${size.width * density}`,
      ...('height' in size ? [`height=${size.height * density}`] : []),
      'quality=90',
      `format=${imageFormat}`,
      'fit=crop',
    ];
    expect(pairs).toEqual(expected);
  },
);

test.prop([source, sizeName, format])(
  'lists two candidates, 1x then 2x, without stray commas',
  (given, name, imageFormat) => {
    const candidates = imageSrcset(given.address, imageSizes[name], imageFormat).split(', ');
    expect(candidates).toHaveLength(2);
    expect(candidates[0]).toBe(`${imageUrl(given.address, imageSizes[name], imageFormat)} 1x`);
    expect(candidates[1]).toBe(`${imageUrl(given.address, imageSizes[name], imageFormat, 2)} 2x`);
  },
);
