import { describe, expect, it } from 'vitest';
import type { StoredBlock, StoredLink, StoredNavigationItem } from './content-data';
import {
  storedNavigations,
  storedPages,
  storedRedirects,
  storedSites,
  storedTranslationTargets,
} from './content-data';
import { contentBlocksTypeDefs } from './content-blocks-schema';

const blockTypesInSchema = [
  ...contentBlocksTypeDefs.matchAll(/type (\w+)Block implements Block/g),
].map((match) => match[1]);

function allBlocks(): StoredBlock[] {
  return storedPages.flatMap((page) =>
    [...Object.values(page.published), ...Object.values(page.draft ?? {})].flatMap(
      (translation) => translation.blocks,
    ),
  );
}

/** Every link object anywhere in the data: in blocks, navigation and redirects. */
function linksIn(value: unknown): StoredLink[] {
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (value === null || typeof value !== 'object') return [];
  const own = 'kind' in value && 'text' in value ? [value as StoredLink] : [];
  return [...own, ...Object.values(value).flatMap(linksIn)];
}

function navigationItems(
  items: readonly StoredNavigationItem[] | undefined,
): StoredNavigationItem[] {
  return (items ?? []).flatMap((item) => [
    item,
    ...navigationItems(item.items),
    ...navigationItems((item.sections ?? []).flatMap((section) => section.items ?? [])),
  ]);
}

describe('the content demo data', () => {
  it('gives every page a unique id', () => {
    const ids = storedPages.map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every page of a site a unique address, below an existing parent page', () => {
    for (const site of storedSites) {
      const paths = storedPages.filter((page) => page.siteId === site.id).map((page) => page.path);
      expect(new Set(paths).size).toBe(paths.length);
      expect(paths).toContain('/');
      for (const path of paths.filter((candidate) => candidate.split('/').length > 2)) {
        expect(paths, path).toContain(path.slice(0, path.lastIndexOf('/')));
      }
    }
  });

  it('writes every page in its source language', () => {
    for (const page of storedPages) {
      expect(Object.keys({ ...page.published, ...page.draft }), page.id).toContain(
        page.sourceLanguage,
      );
    }
  });

  it('writes the main site in English and German, all but the editors’ style guide', () => {
    const visitorPages = storedPages.filter(
      (page) => page.siteId === 'site-main' && page.id !== 'page-style-guide-content',
    );
    for (const page of visitorPages) {
      expect(Object.keys({ ...page.published, ...page.draft }), page.id).toEqual(
        expect.arrayContaining(['en', 'de']),
      );
    }
  });

  it('uses only block kinds the schema serves', () => {
    const kinds = new Set(allBlocks().map((block) => block.kind));
    expect([...kinds].filter((kind) => !blockTypesInSchema.includes(kind))).toEqual([]);
    expect(kinds.size).toBe(blockTypesInSchema.length);
  });

  it('links only to pages that exist', () => {
    const links = linksIn([storedPages, storedNavigations, storedRedirects]);
    const pageLinks = links.filter((link) => link.kind === 'page');
    expect(pageLinks.length).toBeGreaterThan(20);
    for (const link of pageLinks) {
      expect(
        storedPages.map((page) => page.id),
        link.page,
      ).toContain(link.page);
    }
  });

  it('gives every site its header and footer navigation, pointing at its own pages', () => {
    for (const site of storedSites) {
      const ids = [site.headerNavigationId, site.footerNavigationId];
      const trees = storedNavigations.filter((navigation) => ids.includes(navigation.id));
      expect(trees, site.id).toHaveLength(2);
      for (const item of trees.flatMap((tree) => navigationItems(tree.items))) {
        if (item.page === undefined) continue;
        const page = storedPages.find((candidate) => candidate.id === item.page);
        expect(page?.siteId, item.slug).toBe(site.id);
      }
    }
  });

  it('keeps explicit translation targets only for pages that exist', () => {
    for (const pageId of Object.keys(storedTranslationTargets.pages)) {
      expect(storedPages.map((page) => page.id)).toContain(pageId);
    }
  });

  it('keeps explicit targets in the target languages of the page’s site, each once', () => {
    for (const [pageId, targets] of Object.entries(storedTranslationTargets.pages)) {
      const page = storedPages.find((candidate) => candidate.id === pageId);
      const site = storedSites.find((candidate) => candidate.id === page?.siteId);
      const languages = targets.map((target) => target.language);
      expect(new Set(languages).size, pageId).toBe(languages.length);
      for (const language of languages) {
        expect(site?.translationTargetLanguages, pageId).toContain(language);
        expect(language, pageId).not.toBe(page?.sourceLanguage);
      }
    }
  });

  it('dates every import after an export', () => {
    for (const [pageId, targets] of Object.entries(storedTranslationTargets.pages)) {
      for (const { exportedAt, importedAt } of targets) {
        if (importedAt === null) continue;
        expect(exportedAt, pageId).not.toBeNull();
        expect(Date.parse(exportedAt ?? ''), pageId).toBeLessThanOrEqual(Date.parse(importedAt));
      }
    }
  });

  it('records source edits only for pages that exist, as ISO timestamps', () => {
    for (const [pageId, editedAt] of Object.entries(storedTranslationTargets.sourceEditedAt)) {
      expect(storedPages.map((page) => page.id)).toContain(pageId);
      expect(new Date(editedAt).toISOString(), pageId).toBe(editedAt);
    }
  });
});
