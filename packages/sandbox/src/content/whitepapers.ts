import whitepaperData from '../../data/content/whitepapers.json' with { type: 'json' };

/** A whitepaper as the content service keeps it: its file is drawn from `lines` on request. */
export interface StoredWhitepaper {
  readonly id: string;
  /** The name the file is downloaded under. */
  readonly fileName: string;
  readonly title: string;
  /** The text of its one page, a line each. */
  readonly lines: readonly string[];
}

export const storedWhitepapers = whitepaperData as readonly StoredWhitepaper[];

export function whitepaperById(
  id: string,
  whitepapers: readonly StoredWhitepaper[] = storedWhitepapers,
): StoredWhitepaper | null {
  return whitepapers.find((whitepaper) => whitepaper.id === id) ?? null;
}
