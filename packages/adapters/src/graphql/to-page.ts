import type { Page, PageProtection } from '@kmx/domain/content';
import type { PageRecord } from './content-schemas';

export function toProtection(value: string): PageProtection {
  if (value === 'none' || value === 'password') return value;
  return { role: value };
}

/** Spec 3.2's page; a canonical address or alternates the content service leaves empty are none. */
export function toPage(record: PageRecord): Page {
  const { canonicalUrl, alternateVersions, ...page } = record;
  const canonical = canonicalUrl?.trim() ?? '';
  return {
    ...page,
    protection: toProtection(record.protection),
    ...(canonical !== '' && { canonicalUrl: canonical }),
    ...(alternateVersions !== undefined &&
      alternateVersions !== null &&
      alternateVersions.length > 0 && { alternateVersions }),
  };
}
