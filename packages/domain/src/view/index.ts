export type {
  CollectionIntro,
  CollectionPageView,
  FormOutcomeView,
  PageModule,
  PageModuleKind,
  ProductLinkTarget,
  StoriesFilter,
  PagePayload,
  PageView,
  PayloadAnswer,
  PageViewKind,
  PortalLinks,
  SignInSettings,
} from './PageView';
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
  MenuTeaserView,
  PageFrame,
  PageHead,
  SiteView,
} from './PageFrame';
export { titleWithSite } from './page-title';
export { pageRobots } from './page-robots';
export type { RobotsFacts } from './page-robots';
export { namedAddress, withNamedAlternates } from './named-head-links';
export type { HeadAlternate, NamedAddress } from './named-head-links';
