import { describe, expect, it } from 'vitest';
import { sanitiseText } from './sanitise-text';

describe('a plain-text field from the content service', () => {
  it('keeps its characters, the ones markup uses included', () => {
    expect(sanitiseText('Wire < 6 mm² & > 0.5 mm², "fine" it\'s')).toBe(
      'Wire < 6 mm² & > 0.5 mm², "fine" it\'s',
    );
  });

  it('loses tags, and scripts with their text', () => {
    expect(sanitiseText('Precision <b>first</b><script>alert(1)</script>')).toBe('Precision first');
    expect(sanitiseText('<img src=x onerror=alert(1)>Quote')).toBe('Quote');
  });

  it('leaves entities as written: the field is text, not markup', () => {
    expect(sanitiseText('Tom &amp; Jerry')).toBe('Tom &amp; Jerry');
  });

  it('removes tags until none is left, and unclosed comments', () => {
    expect(sanitiseText('<<b>script>alert(1)<</b>/script>x')).toBe('x');
    expect(sanitiseText('a<!-- hidden')).toBe('a');
  });
});
