import type { Page, PageProtection } from '@kmx/domain/content';
import type { PageRecord } from './content-schemas';

export function toProtection(value: string): PageProtection {
  if (value === 'none' || value === 'password') return value;
  return { role: value };
}

export function toPage(record: PageRecord): Page {
  return { ...record, protection: toProtection(record.protection) };
}
