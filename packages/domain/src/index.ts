export { DomainError, isDomainError } from './errors/DomainError';
export type { DomainErrorCode } from './errors/DomainError';
export type { Clock } from './ports/Clock';
export type { RandomSource } from './ports/RandomSource';
export type {
  Country,
  Language,
  Localization,
  MeasurementSystem,
  Site,
  SystemData,
} from './site/SystemData';
export type { ContentBlock, Page, PageProtection } from './content/Page';
export type { FlashMessageData, FlashMessageType } from './content/FlashMessageData';
export type { ContentSource, PageRequest } from './ports/ContentSource';
export type {
  CollectionIntro,
  CollectionPageView,
  PageModule,
  PageModuleKind,
  ProductLinkTarget,
  StoriesFilter,
  PagePayload,
  PageView,
  PayloadAnswer,
  PageViewKind,
  SignInSettings,
} from './view/PageView';
export type {
  CountryChoice,
  CountryChoices,
  CountryOption,
  FooterSectionView,
  LanguageOption,
  LinkView,
  LocaleView,
  LocationView,
  MenuItemView,
  PageFrame,
  PageHead,
  SiteView,
} from './view/PageFrame';
export {
  fallbackServiceLocale,
  isMappedLanguage,
  serviceLocaleFor,
  serviceLocales,
} from './translation/service-locale';
export type { MappedLanguage, ServiceLocale } from './translation/service-locale';
export {
  defaultLanguage,
  localeHeader,
  localeHeaderLanguages,
  localeHeaderName,
  localeHeaders,
} from './translation/locale-header';

// --- site (sites, countries, languages, locales, site choice) ---
export { isRegionCode, regionCodes } from './site/region-codes';
export { isMainSite, resolveSite, technicalName } from './site/site-derivation';
export type { ResolvedSite } from './site/site-derivation';
export { hasHeaderAndFooterNavigation, usableSites } from './site/usable-sites';
export {
  allCountry,
  allCountryCode,
  countryList,
  imperialRegionCodes,
  isAllCountry,
  unconfiguredCountry,
} from './site/country-list';
export type { CountryListOptions } from './site/country-list';
export { displayNameFor } from './site/display-name';
export {
  defaultInternationalLanguages,
  defaultSiteLanguageAdjustments,
  siteLanguages,
} from './site/site-languages';
export type {
  SiteLanguageAdjustment,
  SiteLanguageAdjustments,
  SiteLanguageOptions,
} from './site/site-languages';
export type { Locale } from './site/Locale';
export { buildLocale, defaultLocale, parseLocaleCode } from './site/locale-code';
export {
  fallbackMeasurementSystem,
  isMeasurementSystem,
  measurementSystemFor,
  measurementSystems,
} from './site/measurement-system';
export {
  isWithinHost,
  normalizeHost,
  normalizeSiteSlug,
  parseSiteDomain,
} from './site/site-domain';
export type { SiteDomain } from './site/site-domain';
export { chooseSite, siteMatches } from './site/site-choice';
export type { SiteChoice, SiteMatch, SiteRequest } from './site/site-choice';
// --- end site ---

// --- routing (paths, links, route table, redirects) ---
export { pathFromSegments, pathPart, pathSegments } from './routing/path-segments';
export { isLocaleCode, splitLocalePrefix, stripLocalePrefix } from './routing/locale-prefix';
export type { LocaleSplit } from './routing/locale-prefix';
export { formatAddress, parseAddress } from './routing/address';
export type { AddressContext, ParsedAddress } from './routing/address';
export {
  allowsTrackingScripts,
  isLocaleFree,
  isPublicMainPage,
  isTreatedAsMainSite,
  localeFreeFirstSegments,
  pathArea,
  pathAreas,
  portalSegment,
  specialFirstSegments,
} from './routing/special-segments';
export type { PathArea } from './routing/special-segments';
export { buildLink, hardLinkPrefix, linkAfterLocale, localisedLink } from './routing/link-building';
export type { LinkContext } from './routing/link-building';
export { pathActions, resolvePathLink } from './routing/path-link';
export type { PathAction, PathLink, ResolvedPathLink } from './routing/path-link';
export { mediaReleaseRoute, storyContactRoute, storyRoute } from './routing/content-routes';
export {
  classificationRoute,
  invalidLink,
  isCataloguePath,
  productRoute,
} from './routing/catalogue-routes';
export type { NamedLink } from './routing/catalogue-routes';
export { routeKinds, routeLayouts, routeTable } from './routing/route-table';
export type { RouteDefinition, RouteKind, RouteLayout } from './routing/route-table';
export { matchRoute } from './routing/route-match';
export type { RouteFound, RouteMatch } from './routing/route-match';
export { pageNotFoundState } from './routing/page-not-found';
export type { PageNotFound } from './routing/page-not-found';
export { directFlag, hasQueryFlag, queryParts, withoutQueryFlag } from './redirects/query-string';
export {
  cleanQuery,
  hasTrailingSlash,
  redirectTarget,
  sameSitePath,
} from './redirects/redirect-target';
export type { RedirectTarget, RedirectTargetOptions } from './redirects/redirect-target';
export { defaultRouteRuleStatus, matchRouteRule } from './redirects/route-rule-match';
export type { RedirectStatus, RouteRule, RouteRuleMatch } from './redirects/route-rule-match';
export { redirectReasonOrder, redirectReasons } from './redirects/RedirectDecision';
export type {
  CmsRedirect,
  RedirectDecision,
  RedirectFacts,
  RedirectReason,
} from './redirects/RedirectDecision';
export { decideRedirect } from './redirects/redirect-decision';
// --- end routing ---

// --- navigation (navigation, breadcrumbs, content, flash messages, editor access) ---
export { navigationLinkKinds } from './navigation/NavigationLink';
export type {
  LinkedPage,
  NavigationExternalLink,
  NavigationLink,
  NavigationLinkKind,
  NavigationPageLink,
  NavigationPathLink,
  NavigationProductLink,
  NavigationServiceLink,
} from './navigation/NavigationLink';
export { navigationTargets } from './navigation/NavigationItem';
export type {
  MarketingSection,
  NavigationItem,
  NavigationPage,
  NavigationSection,
  NavigationTarget,
} from './navigation/NavigationItem';
export type {
  NavigationSourceItem,
  NavigationSourceSection,
} from './navigation/NavigationSourceItem';
export {
  buildNavigationTree,
  childAddress,
  defaultMarketingBackgroundColor,
} from './navigation/navigation-tree';
export type { LocalizeAddress } from './navigation/navigation-tree';
export {
  isAvailableInCountry,
  nextReleaseHiddenSlugs,
  visibleNavigation,
} from './navigation/navigation-visibility';
export type { NavigationVisibility } from './navigation/navigation-visibility';
export {
  findNavigationItem,
  navigationItemBySlug,
  navigationPathTo,
} from './navigation/navigation-lookup';
export { linkTextWithProductName, productNamePlaceholder } from './navigation/link-text';
export { countsAsProduct } from './navigation/product-link';
export type { LinkedCatalogueEntry } from './navigation/product-link';
export type { BreadcrumbItem } from './navigation/BreadcrumbItem';
export {
  breadcrumbKinds,
  breadcrumbTitle,
  breadcrumbTrail,
  notFoundBreadcrumbTitle,
  notFoundBreadcrumbTrail,
} from './navigation/breadcrumb-trail';
export type {
  BreadcrumbEntry,
  BreadcrumbKind,
  BreadcrumbSource,
  BreadcrumbTrail,
} from './navigation/breadcrumb-trail';
export { plainTitle } from './navigation/plain-title';
export type { MediaRelease } from './content/MediaRelease';
export { isProtectedPage, mayViewPage, noGrants } from './content/page-access';
export type { VisitorGrants } from './content/page-access';
export {
  initialPageTranslation,
  pageTranslationReducer,
  pageTranslationState,
} from './content/translation-state';
export type { PageTranslation, PageTranslationAction } from './content/translation-state';
export { hasUnreadNews, lastReadIdAfterMarkingRead } from './content/news-feed-unread';
export {
  effectiveTheme,
  initialPageOptions,
  pageOptionsReducer,
  sideButtonsShown,
} from './content/page-options';
export type { PageOptions, PageOptionsAction, ShareModal } from './content/page-options';
export { cookieActions, queryFlag } from './content/mode-switch';
export type { CookieAction, ModeDecision, ModeQuery } from './content/mode-switch';
export { nextReleaseMode, nextReleaseQueryParameter } from './content/next-release-mode';
export { testingMode, testingQueryParameter } from './content/testing-mode';
export {
  defaultFlashMessageTimeoutMs,
  defaultFlashMessageType,
  flashMessageColours,
  flashMessagePositions,
  flashMessageView,
} from './content/flash-message-view';
export type {
  FlashMessageColour,
  FlashMessagePosition,
  FlashMessageView,
} from './content/flash-message-view';
export {
  flashMessageVisibilityReducer,
  initialFlashMessageVisibility,
} from './content/flash-message-visibility';
export type {
  FlashMessageVisibility,
  FlashMessageVisibilityAction,
} from './content/flash-message-visibility';
export {
  editorAccessReducer,
  editorAccessStatuses,
  editorCookieExpiry,
  editorCookieLifetimeDays,
  editorCookieLifetimeMs,
  initialEditorAccess,
} from './editor/editor-access';
export type {
  EditorAccess,
  EditorAccessAction,
  EditorAccessStatus,
  EditorCookieAction,
} from './editor/editor-access';
export { passwordGateError, passwordGateMessage } from './editor/password-gate';
// --- end navigation ---

// --- catalogue (classifications, products, comparison) ---
export { catalogueKinds } from './catalogue/CatalogueKind';
export type { CatalogueKind } from './catalogue/CatalogueKind';
export type { Classification, ClassificationAncestor } from './catalogue/Classification';
export type { ClassificationSource } from './catalogue/ClassificationSource';
export { classificationImageWidths, classificationTree } from './catalogue/classification-mapping';
export type { ClassificationContext, ImageSizer } from './catalogue/classification-mapping';
export { findClassification, indexClassifications } from './catalogue/classification-lookup';
export type { ClassificationIndex } from './catalogue/classification-lookup';
export {
  isSupportedInCountry,
  isVisibleInCountry,
  visibleInCountry,
} from './catalogue/country-support';
export type { Specification } from './catalogue/Specification';
export { relatedItemTypes } from './catalogue/Product';
export type {
  Brand,
  Capability,
  Highlight,
  Product,
  ProductDocument,
  ProductImage,
  ProductSummary,
  ProductVideo,
  RelatedItem,
  RelatedItemType,
  Variant,
} from './catalogue/Product';
export { hiddenBrandRule, isHiddenBrand, visibleBrand } from './catalogue/brand-visibility';
export type { HiddenBrandRule } from './catalogue/brand-visibility';
export {
  imageOrPlaceholder,
  isMissingMedia,
  mediaOrNull,
  placeholderImageUrl,
} from './catalogue/image-placeholder';
export { isValidHighlight, validHighlights } from './catalogue/highlight-validity';
export { capabilitySlug } from './catalogue/capability-slug';
export { presentText } from './catalogue/present-text';
export { productImages } from './catalogue/product-images';
export type { ProductImages } from './catalogue/product-images';
export { productVideo } from './catalogue/product-video';
export { brandFromSource, productSummary } from './catalogue/product-summary';
export { chosenClassificationSlug } from './catalogue/classification-choice';
export { serviceTextKeys } from './catalogue/ServiceTextKey';
export type { ServiceTextKey } from './catalogue/ServiceTextKey';
export type {
  BrandSource,
  ClassificationRefSource,
  ImageSource,
  RelatedEntrySource,
  RelatedProductSource,
  ServiceBlockSource,
  ServiceProductSource,
} from './catalogue/ServiceProductSource';
export type {
  ServiceProductClassification,
  ServiceProductDetail,
  ServiceTexts,
} from './catalogue/ServiceProductDetail';
export { serviceProductDetail } from './catalogue/service-product-mapping';
export type { ServiceProductContext } from './catalogue/service-product-mapping';
export { comparisonBasketStorageKey, emptyComparisonBasket } from './comparison/ComparisonBasket';
export type {
  ComparedProduct,
  ComparisonBasket,
  ComparisonGroup,
} from './comparison/ComparisonBasket';
export { comparisonActionTypes } from './comparison/ComparisonAction';
export type { ComparisonAction, ComparisonActionType } from './comparison/ComparisonAction';
export { comparisonKeyBytes, newComparisonKey } from './comparison/comparison-key';
export {
  addToComparison,
  changeComparedVariant,
  removeAllOfProductFromComparison,
  removeComparisonGroup,
  removeFromComparison,
} from './comparison/comparison-actions';
export type { ProductToCompare } from './comparison/comparison-actions';
export { comparisonBasketReducer } from './comparison/comparison-basket-reducer';
export { parseStoredBasket, serializeBasket } from './comparison/stored-basket';
export { comparedProductName } from './comparison/compared-product-name';
export { comparisonGroupOf } from './comparison/comparison-group';
export { comparisonSpecifications } from './comparison/specification-filter';
export type { SpecificationFilter } from './comparison/specification-filter';
// --- end catalogue ---

// --- policies (policies, search texts, truncation, images, errors, ports) ---
export {
  cacheFreshness,
  cacheFreshnesses,
  cachePolicy,
  cacheQueryAction,
  cacheQueryActions,
  cacheQueryParameter,
  lockDecision,
  lockDecisions,
} from './policies/cache-policy';
export type {
  CacheFreshness,
  CachePolicy,
  CacheQueryAction,
  LockDecision,
} from './policies/cache-policy';
export { cacheKey, nextReleaseKeyPrefix } from './policies/cache-key';
export {
  methodsWithoutRetry,
  retriesFor,
  retryableStatuses,
  shouldRetry,
} from './policies/retry-policy';
export {
  parseReloadTime,
  reloadDecision,
  reloadDecisions,
  reloadGuardMs,
  reloadGuardStorageKey,
} from './policies/reload-guard';
export type { ReloadDecision } from './policies/reload-guard';
export {
  initialReleaseState,
  navigationMode,
  navigationModes,
  releaseReducer,
} from './policies/release-detection';
export type { NavigationMode, ReleaseAction, ReleaseState } from './policies/release-detection';
export { graphqlData } from './policies/graphql-answer';
export type { GraphqlAnswer, GraphqlBody, GraphqlErrorEntry } from './policies/graphql-answer';
export { loggedVariablesLength, requestLogLine } from './policies/request-log-line';
export {
  asyncComponentDelayMs,
  contactReplyHours,
  frameworkCacheIntervalMs,
  loadingIndicatorDelayMs,
  manifestFetchDelayMs,
  maxConcurrentRoutePreloads,
  newsFeedPageSize,
  pageHeadDebounceMs,
  scrollRestoreDelayMs,
  uploadMaxBytes,
} from './policies/site-constants';
export { shouldPrefetchLinks } from './policies/link-prefetch';
export type { ConnectionHint } from './policies/link-prefetch';
export { uploadProblem, uploadProblems } from './policies/upload-rule';
export type { UploadCandidate, UploadProblem } from './policies/upload-rule';
export { searchPaging } from './text/search-paging';
export type { SearchPaging, SearchPagingInput } from './text/search-paging';
export { resultRangeText, resultsCountText, showMoreText } from './text/search-texts';
export { ellipsis, truncateText } from './text/truncate-text';
export { imageFit, imageFormats, imageQuality, imageSizes } from './media/image-sizes';
export type { ImageFormat, ImageSize, ImageSizeName } from './media/image-sizes';
export { imageSrcset, imageUrl } from './media/image-url';
export { UpstreamError } from './errors/UpstreamError';
export {
  invalidHomePage,
  noClassificationSlug,
  pageNotFound,
  productNotFound,
  searchFailed,
  siteWithoutDomain,
  unknownNavigationSlug,
  unknownPathAction,
  unknownRouteMiddleware,
  unknownTranslationFile,
} from './errors/error-catalogue';
export { appMountFailureMessage, shouldLogError } from './errors/error-logging';
export { errorStatus } from './errors/error-status';
export type { ContentImage } from './content/ContentImage';
export type { Story, StoryContact } from './content/Story';
export type { NewsFeedItem } from './content/NewsFeedItem';
export type { NewsFeedConnection, NewsFeedRequest } from './content/NewsFeedConnection';
export type { Redirect } from './content/Redirect';
export type { SearchRecord, SearchResults } from './content/SearchResults';
export { translationStates } from './content/TranslationTarget';
export type {
  TranslationChange,
  TranslationState,
  TranslationStatus,
  TranslationTarget,
} from './content/TranslationTarget';
export type {
  ContentStage,
  NavigationTreeRequest,
  PageByIdRequest,
  RelatedStoriesRequest,
} from './ports/ContentSource';
export type {
  CatalogueCapability,
  CatalogueEntry,
  CatalogueMatch,
  CatalogueRequest,
  CatalogueSource,
  CatalogueType,
  CatalogueTypes,
  ClassificationsRequest,
  SlugRequest,
  SlugsRequest,
} from './ports/CatalogueSource';
export type { SearchIndex, SearchRequest, SuggestRequest } from './ports/SearchIndex';
export type { TranslationService } from './ports/TranslationService';
export type { Cache, CacheEntry, CacheLock } from './ports/Cache';
export type { KeyValueStore } from './ports/KeyValueStore';
export type { LogFields, Logger } from './ports/Logger';
// --- end policies ---

// --- content items ---
export type { StoryTeaser } from './content/StoryTeaser';
export type { StoryDetail, StoryVideo } from './content/StoryDetail';
export type { StoryCategory } from './content/StoryCategory';
export type { StoriesByAuthor, StoryAuthor } from './content/StoryAuthor';
export type { MediaReleaseDetail } from './content/MediaReleaseDetail';
export type { ContentEvent } from './content/ContentEvent';
export type {
  Dividend,
  FinancialCalendarEntry,
  InvestorData,
  ShareCount,
} from './content/InvestorData';
export { locationTypes } from './content/CompanyLocation';
export type { CompanyLocation, LocationContact, LocationType } from './content/CompanyLocation';
export { locationFilterOptions } from './content/location-filters';
export type { LocationFilterOptions } from './content/location-filters';
export type {
  CollectionRequest,
  ContentCollections,
  ContentItemRequest,
  LocationsRequest,
  MediaReleasesRequest,
  StoriesRequest,
} from './ports/ContentCollections';
// --- end content items ---

// --- ticketing and search ---
export { ticketClosureReasons, ticketStatuses, ticketTypes } from './portal/Ticket';
export type {
  Ticket,
  TicketClosure,
  TicketClosureReason,
  TicketComment,
  TicketContact,
  TicketLocation,
  TicketStatus,
  TicketSummary,
  TicketType,
} from './portal/Ticket';
export { ticketChangeKinds } from './portal/TicketChange';
export type { TicketChange, TicketChangeKind } from './portal/TicketChange';
export { ticketMessages } from './portal/ticket-messages';
export type { TicketMessage } from './portal/ticket-messages';
export { checkForm, optionalText, requiredText } from './portal/ticket-form-check';
export type { FormCheck, TicketProblem } from './portal/ticket-form-check';
export { ticketFormSchema, validateTicketForm } from './portal/ticket-form';
export type { TicketDraft, TicketFormInput } from './portal/ticket-form';
export { ticketCommentSchema, validateTicketComment } from './portal/ticket-comment';
export type { TicketCommentInput } from './portal/ticket-comment';
export { ticketClosureSchema, validateTicketClosure } from './portal/ticket-closure';
export type { TicketClosureDraft, TicketClosureInput } from './portal/ticket-closure';
export { ticketActions } from './portal/ticket-actions';
export type { TicketActions } from './portal/ticket-actions';
export type {
  TicketCloseRequest,
  TicketCommentRequest,
  TicketDesk,
  TicketListRequest,
} from './ports/TicketDesk';
export type { SearchRecordKind } from './content/SearchResults';
// --- end ticketing and search ---

// --- cache and storage ---
export { lastReadNewsStorageKey } from './content/news-feed-storage';
// --- end cache and storage ---

// --- catalogue source (catalogue port's product types and the rules its adapters apply) ---
export type {
  CatalogueProduct,
  CatalogueProductFacts,
  CatalogueProductSummary,
  CatalogueRelatedItem,
  RelatedStoryLink,
} from './catalogue/CatalogueProduct';
export type {
  CapabilitySource,
  DocumentSource,
  HighlightSource,
  ProductRelatedEntrySource,
  ProductSource,
  ProductSummarySource,
  SpecificationSource,
  VariantSource,
} from './catalogue/ProductSource';
export {
  isOfferedInCountry,
  offeredClassificationTree,
  offeredEntries,
} from './catalogue/catalogue-country';
export { catalogueCapability } from './catalogue/capability-mapping';
export { relatedStoryLinks } from './catalogue/related-story-links';
export { catalogueProduct, catalogueProductSummary } from './catalogue/catalogue-product-mapping';
export type { CatalogueProductContext } from './catalogue/catalogue-product-mapping';
export { offeredServiceProductDetail } from './catalogue/service-product-offer';
export type { ServiceProductOfferContext } from './catalogue/service-product-offer';
export type { CountryRequest, ServiceProductRequest } from './ports/CatalogueSource';
// --- end catalogue source ---

// --- content ---
export { mediaLayouts } from './content/BodyBlock';
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
  ImageBlock,
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
} from './content/BodyBlock';
export {
  anchorSlug,
  fallbackAnchor,
  markupHeadings,
  reservedAnchors,
  uniqueAnchor,
  withHeadingIds,
  withPageHeadingIds,
} from './content/heading-anchors';
export type { ContentHeading } from './content/heading-anchors';
export { pageOutline, sectionTitle } from './content/page-outline';
export type { PageOutline } from './content/page-outline';
export { blockLinkView, nameFromSlug, productLinkTarget, serviceRoute } from './content/block-link';
export type { BlockLinkView, ProductLinks } from './content/block-link';
export {
  allLinkedSlugs,
  linkedCatalogueSlugs,
  productLinkTargets,
} from './content/block-catalogue-links';
export type { LinkedCatalogueSlugs } from './content/block-catalogue-links';
export { unknownPathActionWarnings } from './content/block-path-actions';
export { isSafeUrl, linkSchemes, mediaSchemes } from './content/safe-url';
export { localiseMarkupLinks } from './content/markup-links';
export { pageTheme, pageThemes } from './content/page-theme';
export type { PageTheme } from './content/page-theme';
export { isSystemPage, systemPageType } from './content/system-page';
export { fileSizeUnits, readableFileSize } from './text/file-size';
export type { FileSizeUnit } from './text/file-size';
export {
  imageSizesAttribute,
  imageWidthSrcset,
  layoutImageSizes,
  layoutVideoSizes,
} from './media/layout-sizes';
export { videoFileTypes, videoSource } from './media/video-source';
export type { VideoSource } from './media/video-source';
// --- end content ---

// --- portal and auth ---
export type { Sha256 } from './ports/Sha256';
export { AuthError, authErrorCodes, isAuthError } from './auth/AuthError';
export type { AuthErrorCode, AuthErrorDetails, AuthResult } from './auth/AuthError';
export {
  accessTokenMissing,
  authMessages,
  authSdkMessages,
  authorizationCodeMissing,
  authorizationError,
  authorizationTimedOut,
  consentRequired,
  crossOriginRedirection,
  emptyExchange,
  endSessionFailed,
  fetchFailed,
  missingParams,
  networkError,
  redirectLoop,
  revokeFailed,
  stateMismatch,
  timeout,
  userInfoFailed,
} from './auth/auth-errors';
export type { MissingParamsDetails } from './auth/auth-errors';
export {
  authErrorOutcome,
  authErrorOutcomes,
  isRedirectingAuthError,
  redirectingAuthErrorCodes,
} from './auth/auth-error-outcome';
export type { AuthErrorOutcome } from './auth/auth-error-outcome';
export { endSessionFailure, revokeFailure, userInfoFailure } from './auth/call-status';
export { asciiBytes, base64UrlDecode, base64UrlEncode } from './auth/base64url';
export {
  codeChallenge,
  codeChallengeMethod,
  codeVerifierMaxLength,
  codeVerifierMinLength,
  defaultCodeVerifierLength,
  isCodeVerifier,
  newCodeVerifier,
} from './auth/pkce';
export { newNonce, newState, nonceBytes, stateBytes } from './auth/state-and-nonce';
export {
  tokenExpiry,
  tokenRenewal,
  tokenRenewals,
  tokenRenewalThresholdMs,
  tokenRenewalThresholdSeconds,
} from './auth/token-lifetime';
export type { TokenRenewal } from './auth/token-lifetime';
export type { Tokens } from './auth/Tokens';
export {
  tokenEndpointError,
  tokenEndpointErrorText,
  tokensFromResponse,
} from './auth/token-response';
export {
  callbackAuthorizationCode,
  checkAuthorizationCode,
  queryFromEntries,
  silentAuthorizationCode,
} from './auth/authorization-response';
export type {
  CodeExchange,
  PendingAuthorization,
  QueryParameters,
} from './auth/authorization-response';
export {
  recentRedirects,
  redirectGuard,
  redirectLoopLimit,
  redirectLoopWindowMs,
} from './auth/redirect-loop-guard';
export type { RedirectGuardDecision } from './auth/redirect-loop-guard';
export {
  initialSignIn,
  signInFailureWaitMs,
  signInReducer,
  signInStatuses,
} from './auth/sign-in-reducer';
export type { SignIn, SignInAction, SignInEffect, SignInStatus } from './auth/sign-in-reducer';
export {
  initialLogout,
  logoutDestinations,
  logoutReducer,
  logoutStatuses,
} from './auth/logout-reducer';
export type {
  Logout,
  LogoutAction,
  LogoutDestination,
  LogoutEffect,
  LogoutStatus,
} from './auth/logout-reducer';
export { emptyPortalUser } from './portal/PortalUser';
export type { PortalUser } from './portal/PortalUser';
export { initialsOf, userFromUserInfo, userInfoSchema } from './portal/user-info';
export { hasRole, portalRoles } from './portal/portal-roles';
export type { PortalRole } from './portal/portal-roles';
export {
  artemisUserTypes,
  portalServiceNames,
  portalServiceStatuses,
} from './portal/PortalService';
export type {
  ArtemisUserType,
  PortalServiceName,
  PortalServiceStatus,
  PortalServices,
} from './portal/PortalService';
export { portalServicesFromRoles, unknownPortalServices } from './portal/portal-services';
export {
  dashboardRoutes,
  dashboardTileIds,
  dashboardTileStatuses,
  dashboardTiles,
  externalServiceLinks,
  tileStatusFor,
} from './portal/dashboard-tiles';
export type {
  DashboardOptions,
  DashboardRoute,
  DashboardTile,
  DashboardTileId,
  DashboardTileStatus,
  DashboardTileTarget,
  ExternalServiceLink,
} from './portal/dashboard-tiles';
export { formMessages } from './portal/form-messages';
export type { FormMessage } from './portal/form-messages';
export { consentField, emailField } from './portal/form-fields';
export { licenceRequestSchema, validateLicenceRequest } from './portal/licence-request-form';
export type { LicenceRequest, LicenceRequestInput } from './portal/licence-request-form';
export { validateWhitepaperRequest, whitepaperSchema } from './portal/whitepaper-form';
export type { WhitepaperInput, WhitepaperRequest } from './portal/whitepaper-form';
export { profileSchema, validateProfile } from './portal/profile-form';
export type { ProfileDraft, ProfileInput } from './portal/profile-form';
export { inviteSchema, validateInvite } from './portal/invite-form';
export type { InviteDraft, InviteInput } from './portal/invite-form';
export { passwordGateSchema, validatePasswordGate } from './portal/password-gate-form';
export type { PasswordGateInput } from './portal/password-gate-form';
export { uploadSchema, validateUpload } from './portal/upload-form';
export type { UploadInput } from './portal/upload-form';
export {
  adminUserAccess,
  adminUserAccesses,
  noPermissionMessage,
  sharesOrganization,
  visibleUsers,
} from './portal/admin-visibility';
export type { AdminUserAccess, OrganizationMember } from './portal/admin-visibility';
export { accountCapabilities, isInternalEmployee } from './portal/account-capabilities';
export type { AccountCapabilities } from './portal/account-capabilities';
export { removesOwnAdminRights } from './portal/organization-removal';
export type { OrganizationRemoval } from './portal/organization-removal';
// --- end portal and auth ---

// --- modules (protected pages, page modules) ---
export { coveringArea, isWithinArea } from './content/protected-area';
export { pastEvents, upcomingEvents } from './content/event-timing';
export {
  chosenLocationFilter,
  filterLocations,
  locationFilterParameters,
  noLocationFilter,
} from './content/location-filter-choice';
export type { LocationFilter } from './content/location-filter-choice';
export { mailtoLink } from './text/mailto-link';
export type { MailtoFields } from './text/mailto-link';
// --- end modules ---

// --- browser (client navigation, scroll memory, analytics event, build manifests) ---
export {
  isClientNavigablePath,
  payloadFileName,
  payloadPath,
  serverOwnedFirstSegments,
} from './browser/client-navigation';
export { pageViewEvent, pageViewEventName } from './browser/page-view-event';
export type { PageViewEvent } from './browser/page-view-event';
export {
  anchorId,
  maxRememberedScrollPositions,
  navigationDirections,
  parseScrollPositions,
  rememberScrollPosition,
  scrollPositionsStorageKey,
  scrollTarget,
  serializeScrollPositions,
} from './browser/scroll-positions';
export type {
  NavigationDirection,
  ScrollPosition,
  ScrollPositions,
  ScrollTarget,
} from './browser/scroll-positions';
export { maxClientRedirects, readPagePayload, readPayloadAnswer } from './browser/payload-answer';
export {
  buildMetaPath,
  latestBuildPath,
  readBuildInfo,
  readRouteRules,
  releasePollIntervalMs,
} from './browser/build-info';
export type { BuildInfo } from './browser/build-info';
export { mayStartPreload } from './browser/preload-limit';
export { routeRuleTarget } from './browser/route-rule-target';
// --- end browser ---

// --- pipeline (locale choice, page languages, alternates, request paths, CMS redirect targets) ---
export { acceptedLanguages, acceptLanguageMaxEntries } from './site/accept-language';
export { isOfferedLocale, localeForCountry, localeInLanguage } from './site/locale-offer';
export type { LocaleOffer } from './site/locale-offer';
export { chooseLocale, localeSources } from './site/locale-choice';
export type { LocaleChoice, LocaleRequest, LocaleSource } from './site/locale-choice';
export { fallbackLanguageFor } from './site/fallback-language';
export {
  bannerLanguages,
  bannerLanguagesFirst,
  pageLanguagesOnSite,
  showsLanguageBanner,
} from './site/page-languages';
export {
  alternateLocales,
  hrefLang,
  openGraphLocale,
  xDefaultHrefLang,
} from './routing/alternates';
export type { AlternateLocale } from './routing/alternates';
export { cmsRedirectTarget } from './routing/cms-redirect-target';
export { pathWithinSite, readRequestPath } from './routing/request-path';
export type { RequestPath } from './routing/request-path';
// --- end pipeline ---

// --- stories ---
export {
  asksStoriesFilter,
  chosenStoriesFilter,
  isStoriesFilterEmpty,
  noStoriesFilter,
  recommendedStories,
  recommendedStoryCount,
  storiesFilterParameters,
  storiesFilterQuery,
  videosOnlyValue,
} from './content/stories-filter-choice';
export type { StoriesFilterOptions } from './content/stories-filter-choice';
// --- end stories ---
