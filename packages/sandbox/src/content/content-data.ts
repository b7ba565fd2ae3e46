import type { SystemData } from '@kmx/domain';
import pages from '../../data/content/pages.json' with { type: 'json' };
import systemData from '../../data/content/system-data.json' with { type: 'json' };

export interface StoredBlock {
  readonly id: string;
  readonly type: string;
  readonly html?: string;
  readonly message?: Record<string, unknown>;
}

export interface StoredPage {
  readonly id: string;
  readonly siteId: string;
  readonly path: string;
  readonly slug: string;
  readonly pageType: string;
  readonly theme: string;
  readonly isPublished: boolean;
  readonly protection: string;
  readonly translations: Readonly<
    Record<string, { title: string; description: string; blocks: readonly StoredBlock[] }>
  >;
}

export const storedSystemData = systemData as SystemData;
export const storedPages = pages as readonly StoredPage[];
