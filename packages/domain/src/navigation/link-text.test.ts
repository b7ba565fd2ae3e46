import { describe, expect, it } from 'vitest';
import { linkTextWithProductName } from './link-text';

describe('a link text with the product name placeholder', () => {
  it('shows the product name in place of {{name}}', () => {
    expect(linkTextWithProductName('Discover the {{name}}', 'Gamma 450')).toBe(
      'Discover the Gamma 450',
    );
  });

  it('replaces every placeholder', () => {
    expect(linkTextWithProductName('{{name}} and {{name}}', 'Zeta')).toBe('Zeta and Zeta');
  });

  it('leaves a text without placeholder as it is', () => {
    expect(linkTextWithProductName('Learn more', 'Zeta')).toBe('Learn more');
  });

  it('takes the product name literally, even with replacement patterns in it', () => {
    expect(linkTextWithProductName('See {{name}}', "$& $' $1")).toBe("See $& $' $1");
  });
});
