import type { ContentStage } from '@kmx/domain/ports';
import { absoluteMediaUrl } from '../media/media';
import type { ContentContext } from './content-context';
import type { LocalizedText, StoredNavigationItem } from './content-data';
import { storedNavigations } from './content-data';
import { localized } from './localized-text';

type Section = NonNullable<StoredNavigationItem['sections']>[number];

/** An item's unpublished changes (a new title, hiding it) apply in the draft tree only. */
function withDraft(item: StoredNavigationItem, stage: ContentStage): StoredNavigationItem {
  if (stage !== 'DRAFT' || item.draft === undefined) return item;
  const { title, hidden } = item.draft;
  return {
    ...item,
    title: { ...item.title, ...title },
    ...(hidden === undefined ? {} : { hidden }),
  };
}

/** Items an editor added but did not publish are part of the draft tree only. */
function inStage(
  items: readonly StoredNavigationItem[] | undefined,
  stage: ContentStage,
): readonly StoredNavigationItem[] {
  return (items ?? [])
    .filter((item) => stage === 'DRAFT' || item.draftOnly !== true)
    .map((item) => ({
      ...withDraft(item, stage),
      items: inStage(item.items, stage),
      sections: (item.sections ?? []).map((section) => ({
        ...section,
        items: inStage(section.items, stage),
      })),
    }));
}

function text(field: (item: StoredNavigationItem) => LocalizedText | undefined) {
  return (item: StoredNavigationItem, _: unknown, context: ContentContext) =>
    localized(field(item), context.languages);
}

export const contentNavigationResolvers = {
  Query: {
    navigationTree: (_: unknown, args: { readonly id: string; readonly stage: ContentStage }) => {
      const navigation = storedNavigations.find((candidate) => candidate.id === args.id);
      return navigation === undefined
        ? null
        : { id: navigation.id, items: inStage(navigation.items, args.stage) };
    },
  },
  NavigationItem: {
    title: text((item) => item.title),
    breadcrumbOverride: text((item) => item.breadcrumbOverride),
    linkTitle: text((item) => item.linkTitle),
    marketingTitle: text((item) => item.marketingTitle),
    marketingDescription: text((item) => item.marketingDescription),
    items: (item: StoredNavigationItem) => item.items ?? [],
    countries: (item: StoredNavigationItem) => item.countries ?? [],
    hidden: (item: StoredNavigationItem) => item.hidden ?? false,
    hiddenSubItems: (item: StoredNavigationItem) => item.hiddenSubItems ?? false,
    page: (item: StoredNavigationItem) => (item.page === undefined ? null : { id: item.page }),
    sections: (item: StoredNavigationItem) => item.sections ?? [],
  },
  NavigationSection: {
    title: (section: Section, _: unknown, context: ContentContext) =>
      localized(section.title, context.languages),
    items: (section: Section) => section.items ?? [],
  },
  MarketingSection: {
    logo: (
      section: NonNullable<StoredNavigationItem['marketingSection']>,
      _: unknown,
      context: ContentContext,
    ) => absoluteMediaUrl(context.requestUrl, section.logo),
  },
};
