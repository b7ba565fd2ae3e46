import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { documentKind, illustrationSvg, pictureKind } from './illustrations';
import { mediaSvg } from './media';

/** A path per picture kind the generator knows. */
const samples: Record<string, string> = {
  machine: '/media/products/cutter-355.svg',
  wire: '/media/content/cutting-and-stripping.svg',
  crimp: '/media/classifications/crimping.svg',
  harness: '/media/content/harness-assembly.svg',
  tester: '/media/products/pull-tester-500.svg',
  software: '/media/products/line-manager.svg',
  twist: '/media/products/twister-60.svg',
  plant: '/media/locations/loc-dierikon.svg',
  portrait: '/media/contacts/contact-lucia-ramos.svg',
  document: '/media/documents/crimp-centre-9-datasheet-en.svg',
  emblem: '/media/brands/komax.svg',
};

/**
 * Whether `svg` is well-formed XML of the kind the generator writes: one `svg` root, every tag
 * closed in order, attributes quoted, no stray markup characters in text.
 */
function wellFormed(svg: string): boolean {
  const open: string[] = [];
  const tag = /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z:-]+="[^"<>]*")*)\s*(\/?)>|([^<]+)/gy;
  let position = 0;
  let roots = 0;
  for (const match of svg.matchAll(tag)) {
    if (match.index !== position) return false;
    position += match[0].length;
    const [, closing, name, , selfClosing, text] = match;
    if (text !== undefined) {
      if (open.length === 0 || /[<>&]/.test(text)) return false;
    } else if (closing === '/') {
      if (open.pop() !== name) return false;
    } else {
      if (open.length === 0) roots += 1;
      if (selfClosing !== '/') open.push(name ?? '');
    }
  }
  return position === svg.length && open.length === 0 && roots === 1 && svg.startsWith('<svg ');
}

function texts(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? '');
}

describe('demo illustrations', () => {
  it('chooses a picture kind by folder and by the words of the name', () => {
    for (const [kind, path] of Object.entries(samples)) expect(pictureKind(path), path).toBe(kind);
  });

  it('renders every kind as well-formed SVG of the asked size, small', () => {
    for (const path of Object.values(samples)) {
      for (const [width, height] of [
        [1200, 675],
        [480, 480],
        [90, 300],
      ] as const) {
        const svg = illustrationSvg(path, width, height);
        expect(wellFormed(svg), path).toBe(true);
        expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
        expect(svg.length, path).toBeLessThan(4000);
      }
    }
  });

  it('draws the same picture for the same path and size (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 1, max: 4000 }),
        (name, width, height) => {
          const path = `/media/any/${name}.svg`;
          expect(mediaSvg(path, width, height)).toBe(mediaSvg(path, width, height));
          expect(wellFormed(mediaSvg(path, width, height))).toBe(true);
        },
      ),
    );
  });

  it('holds no text but a document kind, so nothing can be cropped (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(samples)), fc.string(), (path, suffix) => {
        const variant = path.replace('.svg', `${encodeURIComponent(suffix)}.svg`);
        const kind = pictureKind(variant);
        const found = texts(illustrationSvg(variant, 640, 360));
        if (kind === 'document') expect(found).toEqual([documentKind(variant)]);
        else expect(found).toEqual([]);
      }),
    );
  });

  it('varies pictures between paths of one kind', () => {
    const pictures = new Set(
      ['cutter-88', 'cutter-120', 'cutter-355', 'cutter-640', 'autostrip-470'].map((name) =>
        illustrationSvg(`/media/products/${name}.svg`, 400, 300),
      ),
    );
    expect(pictures.size).toBeGreaterThan(2);
  });

  it('names the kind of the document a thumbnail stands for', () => {
    expect(documentKind('/media/documents/cutter-355-datasheet-en.svg')).toBe('PDF');
    expect(documentKind('/media/downloads/harness-board-cad.svg')).toBe('CAD');
    expect(documentKind('/media/downloads/board-layout.dxf.svg')).toBe('CAD');
    expect(documentKind('/media/downloads/wire-flow-software.svg')).toBe('ZIP');
    expect(documentKind('/media/downloads/training-video.svg')).toBe('VIDEO');
    expect(documentKind('/media/downloads/report-template.docx.svg')).toBe('DOC');
    expect(documentKind('/media/downloads/price-list.xlsx.svg')).toBe('XLS');
  });

  it('keeps an author portrait square in the middle of any frame', () => {
    const wide = illustrationSvg(samples['portrait'] ?? '', 400, 200);
    expect(wide).toContain('translate(100.0 0.0) scale(1.0000)');
  });

  it('draws a thousand pictures quickly', () => {
    const started = performance.now();
    for (let index = 0; index < 1000; index += 1)
      illustrationSvg(`/media/products/product-${index}.svg`, 800, 450);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
