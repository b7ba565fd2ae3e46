export type { AlternateVersion, ContentBlock, Page, PageProtection } from './Page';
export type { FlashMessageData, FlashMessageType } from './FlashMessageData';
export type { MediaRelease } from './MediaRelease';
export { isProtectedPage, mayViewPage, noGrants } from './page-access';
export type { VisitorGrants } from './page-access';
export {
  initialPageTranslation,
  pageTranslationReducer,
  pageTranslationState,
} from './translation-state';
export type { PageTranslation, PageTranslationAction } from './translation-state';
export { hasUnreadNews, lastReadIdAfterMarkingRead } from './news-feed-unread';
export {
  effectiveTheme,
  initialPageOptions,
  pageOptionsReducer,
  sideButtonsShown,
} from './page-options';
export type { PageOptions, PageOptionsAction, ShareModal } from './page-options';
export { cookieActions } from './mode-switch';
export type { CookieAction, ModeDecision, ModeQuery } from './mode-switch';
export { nextReleaseMode } from './next-release-mode';
export { testingMode } from './testing-mode';
export { flashMessageView } from './flash-message-view';
export type {
  FlashMessageColour,
  FlashMessagePosition,
  FlashMessageView,
} from './flash-message-view';
export {
  flashMessageVisibilityReducer,
  initialFlashMessageVisibility,
} from './flash-message-visibility';
export type {
  FlashMessageVisibility,
  FlashMessageVisibilityAction,
} from './flash-message-visibility';
export type { ContentImage } from './ContentImage';
export type { Story, StoryContact } from './Story';
export type { NewsFeedItem } from './NewsFeedItem';
export type { NewsFeedConnection, NewsFeedRequest } from './NewsFeedConnection';
export type { Redirect } from './Redirect';
export type { SearchRecord, SearchResults } from './SearchResults';
export { translationStates } from './TranslationTarget';
export type {
  TranslationChange,
  TranslationState,
  TranslationStatus,
  TranslationTarget,
} from './TranslationTarget';
export type { StoryTeaser } from './StoryTeaser';
export type { StoryDetail, StoryVideo } from './StoryDetail';
export type { StoryCategory } from './StoryCategory';
export type { StoriesByAuthor, StoryAuthor } from './StoryAuthor';
export type { MediaReleaseDetail } from './MediaReleaseDetail';
export type { ContentEvent } from './ContentEvent';
export type { Dividend, FinancialCalendarEntry, InvestorData, ShareCount } from './InvestorData';
export { locationTypes } from './CompanyLocation';
export type { CompanyLocation, LocationContact, LocationType } from './CompanyLocation';
export { locationFilterOptions } from './location-filters';
export type { LocationFilterOptions } from './location-filters';
export type { SearchRecordKind } from './SearchResults';
export { lastReadNewsStorageKey } from './news-feed-storage';
export { mediaLayouts } from './BodyBlock';
export type {
  AccordionBlock,
  AccordionItem,
  BodyBlock,
  BodyBlockType,
  ContactPerson,
  ContactTeaserBlock,
  ContentVideo,
  DownloadFile,
  DownloadsBlock,
  FlashMessageBlock,
  GalleryBlock,
  GalleryImage,
  HeroBlock,
  ImageBlock,
  KeyFigure,
  KeyFiguresBlock,
  LicenceRequestFormBlock,
  MediaLayout,
  ProductListBlock,
  QuoteBlock,
  RichTextBlock,
  TableBlock,
  Teaser,
  TeaserBlock,
  TeasersBlock,
  UnknownBlock,
  VideoBlock,
  WhitepaperFormBlock,
} from './BodyBlock';
export { withPageHeadingIds } from './heading-anchors';
export { contentElementId, isProductElementId } from './element-ids';
export type { ContentHeading } from './heading-anchors';
export { pageOutline } from './page-outline';
export type { PageOutline } from './page-outline';
export { blockLinkView, productLinkTarget } from './block-link';
export type { BlockLinkView, ProductLinks } from './block-link';
export { allLinkedSlugs, linkedCatalogueSlugs, productLinkTargets } from './block-catalogue-links';
export type { LinkedCatalogueSlugs } from './block-catalogue-links';
export { unknownPathActionWarnings } from './block-path-actions';
export { isSafeUrl, mediaSchemes } from './safe-url';
export { localiseMarkupLinks } from './markup-links';
export { pageTheme } from './page-theme';
export type { PageTheme } from './page-theme';
export { isSystemPage } from './system-page';
export { coveringArea } from './protected-area';
export { pastEvents, upcomingEvents } from './event-timing';
export {
  chosenLocationFilter,
  filterLocations,
  locationFilterParameters,
  noLocationFilter,
} from './location-filter-choice';
export type { LocationFilter } from './location-filter-choice';
export {
  asksStoriesFilter,
  chosenStoriesFilter,
  isStoriesFilterEmpty,
  noStoriesFilter,
  recommendedStories,
  storiesFilterParameters,
  storiesFilterQuery,
  videosOnlyValue,
} from './stories-filter-choice';
export type { StoriesFilterOptions } from './stories-filter-choice';
