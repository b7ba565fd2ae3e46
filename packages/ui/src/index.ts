export { SiteApp } from './SiteApp';
export type { SiteAppProps } from './SiteApp';
export { preloadAllSiteViews, preloadSiteView } from './SiteApp';
export { NotFoundPage } from './NotFoundPage';
export type { NotFoundPageProps } from './NotFoundPage';
export { SignInCallback } from './SignInCallback';
export { FlashMessage } from './FlashMessage';
export type { FlashMessageProps } from './FlashMessage';
export { MessagesProvider, useMessages } from './i18n/MessagesProvider';
export { format } from './i18n/format';
export { loadedMessages, loadMessages } from './i18n/load-messages';
export { messagesFor } from './i18n/messages-for';
export { isUiLanguage, uiLanguageOf, uiLanguages } from './i18n/ui-language';
export type { MessageKey, Messages, UiLanguage } from './i18n/Messages';
export { PageLayout } from './PageLayout';
export type { PageLayoutProps } from './PageLayout';
export { ErrorPage } from './ErrorPage';
export type { ErrorPageProps } from './ErrorPage';
export { PasswordGatePage } from './PasswordGatePage';
export type { PasswordGatePageProps } from './PasswordGatePage';
export { StyleGuidePage } from './StyleGuidePage';
export type { StyleGuidePageProps } from './StyleGuidePage';
export { PageModules } from './PageModules';
export type { PageModulesProps } from './PageModules';

// --- navigation ---
export { LoadingIndicator } from './LoadingIndicator';
export type { LoadingIndicatorProps } from './LoadingIndicator';
// --- end navigation ---

// --- furniture ---
export { Header } from './Header';
export type { HeaderProps } from './Header';
export { MainNavigation } from './MainNavigation';
export type { MainNavigationProps } from './MainNavigation';
export { ModalDialog } from './ModalDialog';
export { RetryAlert } from './RetryAlert';
export type { RetryAlertProps } from './RetryAlert';
export type { ModalDialogProps, ModalDialogTitleProps } from './ModalDialog';
export { LocationCountries, LocationLanguageSelector } from './LocationLanguageSelector';
export type {
  LocationCountriesProps,
  LocationLanguageSelectorProps,
} from './LocationLanguageSelector';
export { UserMenu, userMenuLinks } from './UserMenu';
export type { UserMenuLinks, UserMenuProps, UserMenuUser } from './UserMenu';
export { Footer } from './Footer';
export type { FooterProps } from './Footer';
export { LanguageBanner, languageBannerStorageKey } from './LanguageBanner';
export type { LanguageBannerProps } from './LanguageBanner';
export { Breadcrumbs } from './Breadcrumbs';
export type { BreadcrumbsProps } from './Breadcrumbs';
export { SideButtons } from './SideButtons';
export type { SideButtonsProps } from './SideButtons';
export { ShareModal, shareLinks } from './ShareModal';
export type { ShareLinks, ShareModalProps } from './ShareModal';
export { ContactPanel, placeholderContact } from './ContactPanel';
export type { ContactPanelProps } from './ContactPanel';
export { StyleGuideLayout, styleGuideSections } from './StyleGuideLayout';
export type { StyleGuideLayoutProps, StyleGuideSection } from './StyleGuideLayout';
export { FurnitureLink } from './furniture/FurnitureLink';
export type { FurnitureLinkProps } from './furniture/FurnitureLink';
export {
  ChatIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  CloseIcon,
  GlobeIcon,
  HomeIcon,
  LogoMark,
  MenuIcon,
  NewsIcon,
  ShareIcon,
  UserIcon,
} from './furniture/icons';
// --- end furniture ---

// --- modules ---
export { InvestorTables } from './InvestorTables';
export type { InvestorTablesProps } from './InvestorTables';
export { LocationCard, LocationsDirectory, LocationsFilter } from './LocationsDirectory';
export type {
  LocationCardProps,
  LocationsDirectoryProps,
  LocationsFilterProps,
} from './LocationsDirectory';
export { EventList } from './EventList';
export type { EventListProps } from './EventList';
export { EmailLinkGenerator } from './EmailLinkGenerator';
export type { EmailLinkGeneratorProps } from './EmailLinkGenerator';
export { intlLocaleTag } from './PageModules/intl-format';
// --- end modules ---

// --- blocks ---
export {
  ContentPage,
  minHeadingsForTableOfContents,
  minSectionsForAnchorNavigation,
} from './ContentPage';
export type { ContentPageOptions, ContentPageProps } from './ContentPage';
export { CoverHero } from './CoverHero';
export type { CoverHeroProps } from './CoverHero';
export { AnchorNavigation } from './AnchorNavigation';
export type { AnchorNavigationProps } from './AnchorNavigation';
export { TableOfContents } from './TableOfContents';
export type { TableOfContentsProps } from './TableOfContents';
export { ResponsiveImage } from './ResponsiveImage';
export type { ResponsiveImageProps } from './ResponsiveImage';
export { BlockList } from './blocks/BlockList';
export type { BlockListProps } from './blocks/BlockList';
export type { BlockOf, BlockRegistry, BlockRendererProps, BlockType } from './blocks/BlockRegistry';
export {
  BlockSettingsProvider,
  defaultBlockSettings,
  useBlockSettings,
} from './blocks/BlockSettings';
export type { BlockSettings } from './blocks/BlockSettings';
export { BlockLink } from './blocks/BlockLink';
export { BlockTitle } from './blocks/BlockTitle';
export { TeaserCard } from './blocks/TeaserCard';
export type { BlockLinkProps } from './blocks/BlockLink';
export { defaultBlockRegistry } from './blocks/default-block-registry';
export { RichTextBlock } from './blocks/RichTextBlock';
export { FlashMessageBlock } from './blocks/FlashMessageBlock';
export { ImageBlock } from './blocks/ImageBlock';
export { VideoBlock } from './blocks/VideoBlock';
export { GalleryBlock } from './blocks/GalleryBlock';
export { TeaserBlock } from './blocks/TeaserBlock';
export { TeasersBlock } from './blocks/TeasersBlock';
export { TableBlock } from './blocks/TableBlock';
export { AccordionBlock } from './blocks/AccordionBlock';
export { ProductListBlock } from './blocks/ProductListBlock';
export { DownloadsBlock } from './blocks/DownloadsBlock';
export { ContactTeaserBlock } from './blocks/ContactTeaserBlock';
export { QuoteBlock } from './blocks/QuoteBlock';
export { HeroBlock } from './blocks/Hero/HeroBlock';
export { KeyFiguresBlock } from './blocks/KeyFigures/KeyFiguresBlock';
export { UnknownBlockNotice } from './blocks/UnknownBlockNotice';
export { LicenceRequestFormBlock } from './blocks/LicenceRequestFormBlock';
export { WhitepaperFormBlock } from './blocks/WhitepaperFormBlock';
export { ProblemSummary } from './ProblemSummary/ProblemSummary';
export type { ProblemSummaryProps, SummaryProblem } from './ProblemSummary/ProblemSummary';
// --- end blocks ---

// --- site services ---
export { SiteServicesProvider, useSiteServices } from './site-services';
export type { ComparisonProductsRequest, NewsFeedPageRequest, SiteServices } from './site-services';
export type { FormAnswer, FormServices, SentFields } from './site-services';
// --- visitor forms (issue 19) ---
export {
  ContactForm,
  FormOutcomePage,
  FormPageProvider,
  LicenceRequestForm,
  WhitepaperForm,
} from './forms';
export type {
  ContactFormProps,
  FormPage,
  FormState,
  FormStatus,
  LicenceRequestFormProps,
  WhitepaperFormProps,
} from './forms';
// --- end visitor forms ---
// --- end site services ---

// --- catalogue ---
export { ClassificationPage } from './ClassificationPage';
export type { ClassificationPageProps } from './ClassificationPage';
export {
  CapabilitiesSearch,
  MeasurementSystemToggle,
  ProductDownloads,
  ProductGallery,
  ProductHighlights,
  ProductPage,
  ProductVariants,
  ProductVideo,
  RelatedProducts,
  RelatedStories,
  SpecificationTable,
  TalkToExpert,
  TechnicalData,
} from './ProductPage';
export type {
  CapabilitiesSearchProps,
  MeasurementSystemToggleProps,
  ProductDownloadsProps,
  ProductGalleryProps,
  ProductHighlightsProps,
  ProductPageProps,
  ProductVariantsProps,
  ProductVideoProps,
  RelatedProductsProps,
  RelatedStoriesProps,
  SpecificationTableProps,
  TalkToExpertProps,
  TechnicalDataProps,
} from './ProductPage';
export { ServiceDetailPage } from './ServiceDetailPage';
export type { ServiceDetailPageProps } from './ServiceDetailPage';
export { CatalogueItemCard } from './ClassificationPage/CatalogueItemCard';
export { CatalogueImage } from './ClassificationPage/CatalogueImage';
export { ServiceVideo } from './ServiceDetailPage/ServiceVideo';
// --- end catalogue ---

// --- comparison ---
export { ComparePanel, ComparePanelBasket, ComparePanelGroup } from './ComparePanel';
export type {
  ComparePanelBasketProps,
  ComparePanelGroupProps,
  ComparePanelProps,
  PanelGroup,
} from './ComparePanel';
export { AddToComparisonButton } from './AddToComparisonButton';
export type { AddToComparisonButtonProps } from './AddToComparisonButton';
export {
  ComparedProductRows,
  ComparisonControls,
  ComparisonTable,
  ComparisonView,
  comparisonViewModel,
} from './ComparisonView';
export type {
  ComparedProductRowsProps,
  ComparisonControlsProps,
  ComparisonTableProps,
  ComparisonViewProps,
} from './ComparisonView';
// --- end comparison ---

// --- search ---
export { SearchDialog, SearchResults, SearchSuggestions, SiteSearch } from './SiteSearch';
export { initialSearchState, searchReducer } from './SiteSearch';
export { SearchPage } from './SiteSearch';
export type { SearchPageProps, SearchPageView } from './SiteSearch';
export type {
  SearchAction,
  SearchDialogProps,
  SearchResultsProps,
  SearchState,
  SearchSuggestionsProps,
  SiteSearchProps,
} from './SiteSearch';
export { SearchIcon } from './SiteSearch/SearchIcon';
// --- end search ---

// --- stories ---
export { StoriesPage } from './StoriesPage';
export type { StoriesPageProps } from './StoriesPage';
export { StoryPage } from './StoryPage';
export type { StoryPageProps } from './StoryPage';
export { StoryAuthorsPage } from './StoryAuthorsPage';
export type { StoryAuthorsPageProps } from './StoryAuthorsPage';
export { StoryAuthorPage } from './StoryAuthorPage';
export type { StoryAuthorPageProps } from './StoryAuthorPage';
export { StoryCard, storiesHref, storyAuthorHref, storyHref } from './StoryCard';
export type { StoryCardProps } from './StoryCard';
export { StoryFeedback, pushStoryFeedback, storyFeedbackEvent } from './StoryFeedback';
export type { StoryFeedbackProps } from './StoryFeedback';
export { StoryVideo } from './StoryPage/StoryVideo';
export { RecommendedStories } from './StoriesPage/RecommendedStories';
// --- end stories ---

// --- news ---
export { NewsFeedPanel, useNewsFeedUnread } from './NewsFeedPanel';
export type { NewsFeedPanelProps } from './NewsFeedPanel';
export { MediaReleasesPage } from './MediaReleasesPage';
export type { MediaReleasesPageProps } from './MediaReleasesPage';
export { ListIntro } from './ListIntro';
export type { ListIntroProps } from './ListIntro';
export { MediaReleasePage } from './MediaReleasePage';
export type { MediaReleasePageProps } from './MediaReleasePage';
export { AdhocMark } from './MediaReleasesPage/AdhocMark';
// --- end news ---
