import { lazyDialog, lazyPart } from './lazy-part';

// Parts the browser mounts only after hydration or on a visitor's action, kept out of a public
// page's first load.
export const SearchDialog = lazyPart(() =>
  import('../SiteSearch/SearchDialog').then((module) => module.SearchDialog),
);
export const ComparisonView = lazyPart(() =>
  import('../ComparisonView/ComparisonView').then((module) => module.ComparisonView),
);
export const ComparePanel = lazyPart(() =>
  import('../ComparePanel/ComparePanel').then((module) => module.ComparePanel),
);
export const LocationCountries = lazyPart(() =>
  import('../LocationLanguageSelector/LocationCountries').then(
    (module) => module.LocationCountries,
  ),
);
export const NewsFeedPanel = lazyDialog(
  () => import('../NewsFeedPanel/NewsFeedPanel').then((module) => module.NewsFeedPanel),
  ({ open }) => open,
);
export const ShareModal = lazyDialog(
  () => import('../ShareModal/ShareModal').then((module) => module.ShareModal),
  ({ visible }) => visible,
);
export const ContactPanel = lazyDialog(
  () => import('../ContactPanel/ContactPanel').then((module) => module.ContactPanel),
  ({ open }) => open,
);

/** Loads every such part, for tests that render them as the browser does once they are loaded. */
export async function preloadLazyParts(): Promise<void> {
  await Promise.all(
    [
      SearchDialog,
      ComparisonView,
      ComparePanel,
      LocationCountries,
      NewsFeedPanel,
      ShareModal,
      ContactPanel,
    ].map((part) => part.preload()),
  );
}
