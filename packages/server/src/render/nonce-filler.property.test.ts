import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { nonceFiller } from './nonce-filler';

const placeholder = 'kmxnonce0123456789abcdef';
const nonce = fc.base64String({ minLength: 4, maxLength: 24 });
// Text with placeholders and near-misses (starts of it) in it, in any characters.
const text = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constant(placeholder),
      fc.integer({ min: 1, max: placeholder.length - 1 }).map((n) => placeholder.slice(0, n)),
    ),
  )
  .map((parts) => parts.join(''));

test.prop([text, nonce, fc.array(fc.nat(), { maxLength: 8 })])(
  'gives the text with every placeholder replaced, however the bytes are cut',
  (page, value, cuts) => {
    const bytes = Buffer.from(page);
    const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
    const chunks = [0, ...points].map((start, index) =>
      bytes.subarray(start, [...points, bytes.length][index]),
    );
    const filler = nonceFiller(placeholder, value);
    const out = Buffer.concat([...chunks.map((chunk) => filler.push(chunk)), filler.end()]);
    expect(out.toString()).toBe(page.split(placeholder).join(value));
  },
);
