import type { MediaRelease } from '@kmx/domain/content';

export interface ReleaseYear {
  /** `2025`; releases whose date cannot be read share the year `''`. */
  readonly year: string;
  readonly releases: readonly MediaRelease[];
}

/**
 * The list groups releases by the year of their publication date, newest year first and newest
 * release first within a year, whatever order they came in. ISO dates sort as text.
 */
export function releasesByYear(releases: readonly MediaRelease[]): readonly ReleaseYear[] {
  const newestFirst = [...releases].sort((a, b) =>
    b.publicationDate.localeCompare(a.publicationDate),
  );
  const years: { year: string; releases: MediaRelease[] }[] = [];
  for (const release of newestFirst) {
    const year = /^(\d{4})-/.exec(release.publicationDate)?.[1] ?? '';
    const last = years.at(-1);
    if (last !== undefined && last.year === year) last.releases.push(release);
    else years.push({ year, releases: [release] });
  }
  return years;
}
