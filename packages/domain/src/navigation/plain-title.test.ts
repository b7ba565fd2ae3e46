import { describe, expect, it } from 'vitest';
import { plainTitle } from './plain-title';

describe('a title cleaned of markup', () => {
  it('loses its tags', () => {
    expect(plainTitle('<strong>Wire</strong> processing')).toBe('Wire processing');
  });

  it('keeps words apart across a line break', () => {
    expect(plainTitle('Wire<br>processing')).toBe('Wire processing');
    expect(plainTitle('Wire<br />processing')).toBe('Wire processing');
  });

  it('decodes the basic entities', () => {
    expect(plainTitle('R&amp;D &lt;new&gt; &quot;Gamma&quot; &apos;24')).toBe(
      'R&D <new> "Gamma" \'24',
    );
  });

  it('turns a non-breaking space into a space', () => {
    expect(plainTitle('Gamma&nbsp;450')).toBe('Gamma 450');
  });

  it('decodes decimal and hexadecimal character references', () => {
    expect(plainTitle('It&#39;s &#x263A; &#X41;')).toBe("It's ☺ A");
  });

  it('decodes only once, so an escaped entity stays readable as written', () => {
    expect(plainTitle('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('leaves unknown entities and out-of-range references as written', () => {
    expect(plainTitle('&copy; &#0; &#x110000;')).toBe('&copy; &#0; &#x110000;');
    expect(plainTitle('&constructor; &toString;')).toBe('&constructor; &toString;');
  });

  it('collapses and trims whitespace', () => {
    expect(plainTitle('  Wire \n  processing ')).toBe('Wire processing');
  });

  it('leaves a lone angle bracket that opens no tag', () => {
    expect(plainTitle('a < b')).toBe('a < b');
  });
});
