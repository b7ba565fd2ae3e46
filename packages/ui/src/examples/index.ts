export {
  allCountries,
  exampleCountries,
  exampleCountryServices,
  exampleLocation,
  germanCountries,
} from './country-examples';
export type { ExampleCountriesAnswer } from './country-examples';
export { exampleFrame } from './example-frame';
export {
  exampleEvents,
  exampleInvestor,
  exampleLocations,
  exampleModules,
  examplePastEvents,
} from './example-modules';
export {
  darkFrame,
  emptyNavigationFrame,
  exampleUser,
  germanFrame,
  languageBannerFrame,
  lightFrame,
  longTitlesFrame,
} from './furniture-frames';
export {
  exampleAccordionBlock,
  exampleAsideImageBlock,
  exampleBlocks,
  exampleContactTeaserBlock,
  exampleCoverBlock,
  exampleDownloadsBlock,
  exampleFlashMessageBlock,
  exampleGalleryBlock,
  exampleImageBlock,
  exampleImages,
  exampleLongRichTextBlock,
  examplePage,
  exampleProductListBlock,
  exampleQuoteBlock,
  exampleRichTextBlock,
  exampleTableBlock,
  exampleTeaserBlock,
  exampleTeasersBlock,
  exampleUnknownBlock,
  exampleVideoBlock,
  exampleVideoFileBlock,
} from './example-blocks';
export {
  exampleHeroBlock,
  exampleKeyFiguresBlock,
  exampleKeyFiguresBlockGerman,
} from './example-home-blocks';
export {
  exampleCatalogueProducts,
  exampleClassification,
  exampleClassificationView,
  exampleEmptyClassificationView,
  exampleMinimalServiceView,
  exampleProduct,
  exampleProductLinks,
  exampleProductView,
  exampleServiceView,
} from './catalogue-examples';
export {
  exampleBareProductPageView,
  exampleProductPageProduct,
  exampleProductPageStories,
  exampleProductPageView,
} from './product-page-examples';
export {
  exampleComparedProducts,
  exampleComparisonBasket,
  exampleComparisonServices,
  exampleWithdrawnComparisonEntries,
} from './comparison-examples';
export type { ExampleComparisonAnswer } from './comparison-examples';
export * from './stories-examples';
export { exampleSearchRecords, exampleSearchServices, exampleSuggestions } from './search-examples';
export type { ExampleSearchAnswer } from './search-examples';
export * from './news-examples';
export {
  emptyInventoryPage,
  everyPortalService,
  exampleInventoryPage,
  exampleLargeInventoryPage,
  exampleMachines,
  examplePortalLinks,
  examplePortalUser,
  exampleWireFlowReleases,
  noPortalService,
  ticketsAndPendingDirect,
} from './portal-services-examples';
export {
  exampleAttachmentItems,
  exampleClosedTicket,
  exampleTicket,
  exampleTicketListPage,
  exampleTicketListQuery,
  exampleTicketLocations,
  exampleTicketMachines,
  exampleTicketNow,
  exampleTicketSummaries,
} from './ticket-examples';
export {
  exampleAdminId,
  exampleAdminOrganizations,
  exampleAdminUser,
  exampleAdminUserPage,
  exampleAdminUsers,
  exampleSentInvite,
  exampleUserAdminQuery,
} from './user-admin-examples';
export { exampleEditorNavigation, exampleEditorPages } from './editor-tree-examples';
export {
  exampleCatalogueRootView,
  exampleEmptyFinderView,
  exampleNarrowedCatalogueRootView,
} from './finder-examples';
// The forms' texts of every language at once, for stories (the site loads them lazily).
export { formsTextsFor } from '../forms/forms-texts-for';
