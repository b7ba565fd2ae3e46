const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

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
