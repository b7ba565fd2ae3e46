import { describe, expect, it } from 'vitest';
import { imageOrPlaceholder, isMissingMedia, placeholderImageUrl } from './image-placeholder';

describe('image placeholders', () => {
  it('uses the placeholder for a missing image', () => {
    expect(imageOrPlaceholder(undefined)).toBe(placeholderImageUrl);
  });

  it('uses the placeholder for an image that is null', () => {
    expect(imageOrPlaceholder(null)).toBe(placeholderImageUrl);
  });

  it('uses the placeholder for the text "null"', () => {
    expect(imageOrPlaceholder('null')).toBe(placeholderImageUrl);
    expect(imageOrPlaceholder(' NULL ')).toBe(placeholderImageUrl);
  });

  it('uses the placeholder for a blank address', () => {
    expect(imageOrPlaceholder('')).toBe(placeholderImageUrl);
    expect(imageOrPlaceholder('   ')).toBe(placeholderImageUrl);
  });

  it('keeps an image address as it is', () => {
    expect(imageOrPlaceholder('https://cdn.example.com/gamma-450.png')).toBe(
      'https://cdn.example.com/gamma-450.png',
    );
  });

  it('does not take an address that merely contains null for missing', () => {
    expect(isMissingMedia('/images/nullable.png')).toBe(false);
  });

  it('is a local address, so it never depends on the catalogue service', () => {
    expect(placeholderImageUrl.startsWith('/')).toBe(true);
  });
});
