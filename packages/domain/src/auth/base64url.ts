const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The value of each base64url character, for decoding. */
const values: ReadonlyMap<string, number> = new Map(
  Array.from(alphabet, (character, value) => [character, value]),
);

/**
 * RFC 4648 section 5 without padding, as RFC 7636 appendix A asks: the URL-safe alphabet
 * (`-` and `_` instead of `+` and `/`) and no trailing `=`.
 */
export function base64UrlEncode(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const chunk = bytes.subarray(index, index + 3);
    // Missing bytes of the last chunk count as zero; their characters are dropped below.
    const bits = Array.from({ length: 3 }, (_, position) => chunk[position] ?? 0).reduce(
      (sum, byte) => (sum << 8) | byte,
      0,
    );
    const characters = [18, 12, 6, 0].map((shift) => alphabet.charAt((bits >> shift) & 63));
    text += characters.slice(0, chunk.length + 1).join('');
  }
  return text;
}

/**
 * The bytes of an unpadded base64url text, or `null` when it is not one: a character outside the
 * alphabet, an impossible length, or left-over bits that are not zero (a non-canonical text).
 */
export function base64UrlDecode(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 4) {
    const chunk = text.slice(index, index + 4);
    let bits = 0;
    for (let position = 0; position < 4; position += 1) {
      const character = chunk.charAt(position);
      const value = character === '' ? 0 : values.get(character);
      if (value === undefined) return null;
      bits = (bits << 6) | value;
    }
    const kept = chunk.length - 1;
    const decoded = [(bits >> 16) & 255, (bits >> 8) & 255, bits & 255];
    // The bits of the last character beyond the kept bytes must be zero.
    if (decoded.slice(kept).some((byte) => byte !== 0)) return null;
    bytes.push(...decoded.slice(0, kept));
  }
  return Uint8Array.from(bytes);
}

/**
 * RFC 7636 4.2: `ASCII(code_verifier)`. Only texts of ASCII characters have such bytes; a code
 * verifier always is one.
 */
export function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code > 127) throw new RangeError('Only ASCII texts have ASCII bytes');
    bytes[index] = code;
  }
  return bytes;
}
