import type { CatalogueProduct } from '@kmx/domain/catalogue';
import { maxComparedSlugs } from '@kmx/domain/comparison';
import { useEffect, useState } from 'react';
import type { SiteServices } from '../site-services/SiteServices';

export type ComparedProductsStatus = 'idle' | 'pending' | 'success' | 'error';

export interface ComparedProducts {
  readonly status: ComparedProductsStatus;
  /** What is known so far, by slug; `null` for a slug the catalogue did not answer. */
  readonly bySlug: ReadonlyMap<string, CatalogueProduct | null>;
  readonly retry: () => void;
}

interface Known {
  readonly localeCode: string;
  readonly siteSlug: string | null;
  readonly bySlug: ReadonlyMap<string, CatalogueProduct | null>;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size));
  }
  return result;
}

/**
 * The products of the basket, loaded while `active` (the panel is open): only slugs not asked for
 * yet are fetched, so removing a product costs no request. A change of locale starts afresh.
 */
export function useComparedProducts(
  services: SiteServices | null,
  localeCode: string,
  siteSlug: string | null,
  slugs: readonly string[],
  active: boolean,
): ComparedProducts {
  const [known, setKnown] = useState<Known>({ localeCode, siteSlug, bySlug: new Map() });
  const [failed, setFailed] = useState(false);
  const current = known.localeCode === localeCode && known.siteSlug === siteSlug;
  const bySlug = current ? known.bySlug : new Map<string, CatalogueProduct | null>();
  const missing = slugs.filter((slug) => !bySlug.has(slug));
  const missingKey = missing.join(',');
  const wanted = active && services !== null && missing.length > 0 && !failed;

  useEffect(() => {
    if (!wanted || services === null) return;
    let cancelled = false;
    const asked = missingKey.split(',');
    Promise.all(
      chunks(asked, maxComparedSlugs).map((part) =>
        services.comparisonProducts({ localeCode, siteSlug, slugs: part }),
      ),
    ).then(
      (answers) => {
        if (cancelled) return;
        setKnown((previous) => {
          const base =
            previous.localeCode === localeCode && previous.siteSlug === siteSlug
              ? previous.bySlug
              : new Map<string, CatalogueProduct | null>();
          const next = new Map(base);
          for (const slug of asked) next.set(slug, null);
          for (const product of answers.flat()) next.set(product.slug, product);
          return { localeCode, siteSlug, bySlug: next };
        });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, services, localeCode, siteSlug, missingKey]);

  const status: ComparedProductsStatus = failed
    ? 'error'
    : missing.length > 0
      ? active
        ? 'pending'
        : 'idle'
      : 'success';
  return { status, bySlug, retry: () => setFailed(false) };
}
