/** A percent-encoded path decoded, or `null` when its encoding is broken. */
export function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}
