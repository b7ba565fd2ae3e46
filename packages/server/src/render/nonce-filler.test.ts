import { describe, expect, it } from 'vitest';
import { newNoncePlaceholder, nonceFiller } from './nonce-filler';

function filled(placeholder: string, nonce: string, chunks: readonly string[]): string {
  const filler = nonceFiller(placeholder, nonce);
  const out = chunks.map((chunk) => filler.push(Buffer.from(chunk)).toString());
  return out.join('') + filler.end().toString();
}

describe('nonceFiller', () => {
  it('puts the nonce in every place of the placeholder', () => {
    expect(filled('PH', 'n0nce', ['<script nonce="PH"></script><script nonce="PH">'])).toBe(
      '<script nonce="n0nce"></script><script nonce="n0nce">',
    );
  });

  it('finds a placeholder cut across chunks', () => {
    expect(filled('PLACE', 'abc', ['nonce="PL', 'A', 'CE" x'])).toBe('nonce="abc" x');
  });

  it('holds back only what could start the placeholder', () => {
    const filler = nonceFiller('PLACE', 'abc');
    expect(filler.push(Buffer.from('<p>Hello</p>')).toString()).toBe('<p>Hello</p>');
    expect(filler.push(Buffer.from('<p>PLA')).toString()).toBe('<p>');
    expect(filler.push(Buffer.from('NET</p>')).toString()).toBe('PLANET</p>');
  });

  it('gives back an unfinished start at the end', () => {
    expect(filled('PLACE', 'abc', ['text PLA'])).toBe('text PLA');
  });

  it('leaves multi-byte characters cut across chunks whole', () => {
    const bytes = Buffer.from('Präzise PH');
    const filler = nonceFiller('PH', 'n');
    const out = Buffer.concat([
      filler.push(bytes.subarray(0, 3)),
      filler.push(bytes.subarray(3)),
      filler.end(),
    ]);
    expect(out.toString()).toBe('Präzise n');
  });
});

describe('newNoncePlaceholder', () => {
  it('differs each time and is made of letters and digits only', () => {
    const first = newNoncePlaceholder();
    expect(first).toMatch(/^[a-z0-9]{40}$/);
    expect(newNoncePlaceholder()).not.toBe(first);
  });
});
