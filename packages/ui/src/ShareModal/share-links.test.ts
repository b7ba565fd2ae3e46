import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

describe('the share links of a page', () => {
  const links = shareLinks('Cutting & stripping', 'https://www.example.com/en/products?x=1');

  it('draft an e-mail with the title as subject and the address as body', () => {
    expect(links.email).toBe(
      'mailto:?subject=Cutting%20%26%20stripping&body=https%3A%2F%2Fwww.example.com%2Fen%2Fproducts%3Fx%3D1',
    );
  });

  it('hand the address to LinkedIn', () => {
    expect(links.linkedIn).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.example.com%2Fen%2Fproducts%3Fx%3D1',
    );
  });

  it('hand the address and the title to X', () => {
    expect(new URL(links.x).searchParams.get('text')).toBe('Cutting & stripping');
    expect(new URL(links.x).searchParams.get('url')).toBe(
      'https://www.example.com/en/products?x=1',
    );
  });
});
