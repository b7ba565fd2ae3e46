import { describe, expect, it } from 'vitest';
import { whitepaperPdf } from './whitepaper-pdf';

describe('a whitepaper PDF', () => {
  const file = whitepaperPdf(['The wire processing guide', 'Crimp (height) \\ force', 'Größe']);
  const text = file.toString('latin1');

  it('is a PDF whose cross-reference table points at each of its objects', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const xref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) =>
      Number(match[1]),
    );
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => {
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
  });

  it('holds each line, escaped as PDF text, with a stream length that matches', () => {
    expect(text).toContain('(The wire processing guide) Tj T*');
    expect(text).toContain('(Crimp \\(height\\) \\\\ force) Tj T*');
    expect(text).toContain('(Gr??e) Tj T*');
    const length = Number(/<< \/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
    const stream = /stream\n([\s\S]*?)\nendstream/.exec(text)?.[1] ?? '';
    expect(stream.length).toBe(length);
  });

  it('stays small', () => {
    expect(file.byteLength).toBeLessThan(2000);
  });
});
