import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { imageOrPlaceholder, isMissingMedia, placeholderImageUrl } from './image-placeholder';

const address = fc.webUrl();

test.prop([address])('an image address is kept unchanged', (url) => {
  expect(isMissingMedia(url)).toBe(false);
  expect(imageOrPlaceholder(url)).toBe(url);
});

test.prop([fc.option(fc.string(), { nil: undefined }), fc.constantFrom(null, undefined)])(
  'the result is the value exactly when the value is not missing, else the placeholder',
  (value, absent) => {
    expect(imageOrPlaceholder(absent)).toBe(placeholderImageUrl);
    expect(imageOrPlaceholder(value)).toBe(isMissingMedia(value) ? placeholderImageUrl : value);
  },
);

test.prop([fc.stringMatching(/^\s*$/), fc.constantFrom('null', 'NULL', 'Null')])(
  'blank values and the text null count as missing, whatever the spaces around them',
  (spaces, nullText) => {
    expect(isMissingMedia(spaces)).toBe(true);
    expect(isMissingMedia(`${spaces}${nullText}${spaces}`)).toBe(true);
  },
);
