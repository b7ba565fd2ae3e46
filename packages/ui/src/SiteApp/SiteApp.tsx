import type { Page } from '@kmx/domain/content';
import type { LinkContext } from '@kmx/domain/routing';
import { searchHref } from '@kmx/domain/routing';
import type { PageView } from '@kmx/domain/view';
import { useMemo, type ReactNode } from 'react';
import type { BlockRegistry } from '../blocks/BlockRegistry';
import { ContentPage } from '../ContentPage/ContentPage';
import { FormPageProvider } from '../forms/FormStart';
import type { Messages } from '../i18n/Messages';
import { MessagesProvider } from '../i18n/MessagesProvider';
import { NotFoundPage } from '../NotFoundPage/NotFoundPage';
import { usePageActions } from '../PageLayout/PageActions';
import { PageLayout } from '../PageLayout/PageLayout';
import { SiteServicesProvider } from '../site-services/SiteServicesProvider';
import type { SiteServices } from '../site-services/SiteServices';
import { PageModules } from '../PageModules/lazy-modules';
import {
  ClassificationPage,
  ErrorPage,
  FormOutcomePage,
  MediaReleasePage,
  MediaReleasesPage,
  PasswordGatePage,
  ProductPage,
  SearchPage,
  ServiceDetailPage,
  SignInCallback,
  StoriesPage,
  StoryAuthorPage,
  StoryAuthorsPage,
  StoryPage,
  StyleGuidePage,
} from './site-views';
import type { UserMenuUser } from '../UserMenu/user-menu-links';

export interface SiteAppProps {
  readonly view: PageView;
  /** The texts of the view's language (`messagesFor` on the server, `loadMessages` in the browser). */
  readonly messages: Messages;
  readonly registry?: BlockRegistry;
  /**
   * The own frame and screens of an area (a portal or editor view): the area's script part renders
   * them in the browser and the server its frame, so the site's code, which every public page
   * loads, holds no portal or editor code.
   */
  readonly area?: ReactNode;
  /** The signed-in visitor for the header's user menu; only the browser knows them. */
  readonly user?: UserMenuUser | null;
  /** The browser's endpoints and storage; absent on the server. */
  readonly services?: SiteServices | null;
  /**
   * The start token the server-rendered forms carry for visitors without JavaScript (issue 19);
   * the script asks for a fresh one when a form mounts.
   */
  readonly formStarted?: string;
}

/** The path of the page shown, for its forms' `page` field: the current language's address. */
function pagePathOf(view: PageView): string {
  if (!('frame' in view) || view.frame === null) return '';
  return view.frame.languages.find((option) => option.current)?.href ?? '';
}

interface ContentBodyProps {
  readonly page: Page;
  readonly linkContext: LinkContext;
  readonly productLinks: Extract<PageView, { kind: 'content' }>['productLinks'];
  readonly registry?: BlockRegistry;
  readonly children: ReactNode;
}

/** A content page whose action links (open-news-feed-panel) reach the layout around it. */
function ContentBody({ page, linkContext, productLinks, registry, children }: ContentBodyProps) {
  const actions = usePageActions();
  return (
    <ContentPage
      page={page}
      linkContext={linkContext}
      productLinks={productLinks}
      onLinkAction={(action) => {
        if (action === 'open-news-feed-panel') actions.openNewsFeedPanel();
      }}
      {...(registry && { registry })}
    >
      {children}
    </ContentPage>
  );
}

function PageBody({
  view,
  registry,
  area,
  user = null,
}: Omit<SiteAppProps, 'messages' | 'services'>) {
  const layout = { homeHref: view.homeHref, user };
  switch (view.kind) {
    case 'content':
      return (
        <PageLayout frame={view.frame} {...layout}>
          <ContentBody
            page={view.page}
            linkContext={{ localeCode: view.frame.locale.code, siteSlug: view.frame.site.slug }}
            productLinks={view.productLinks}
            {...(registry && { registry })}
          >
            <PageModules modules={view.modules} locale={view.frame.locale} />
          </ContentBody>
        </PageLayout>
      );
    case 'not-found':
      return (
        <PageLayout frame={view.frame} {...layout}>
          <NotFoundPage
            path={view.path}
            homeHref={view.homeHref}
            {...(view.frame && {
              searchAction: searchHref({
                localeCode: view.frame.locale.code,
                siteSlug: view.frame.site.slug,
              }),
            })}
          />
        </PageLayout>
      );
    case 'search':
      return (
        <PageLayout frame={view.frame} {...layout}>
          <SearchPage view={view} />
        </PageLayout>
      );
    case 'error':
      return (
        <PageLayout frame={null} {...layout}>
          <ErrorPage homeHref={view.homeHref} />
        </PageLayout>
      );
    case 'password-gate':
      return (
        <PageLayout frame={view.frame} {...layout}>
          <PasswordGatePage
            pageTitle={view.pageTitle}
            formAction={view.formAction}
            error={view.error}
          />
        </PageLayout>
      );
    case 'style-guide':
      return <StyleGuidePage section={view.section} />;
    case 'portal':
    case 'editor':
      return (
        <PageLayout frame={null} {...layout}>
          {area}
        </PageLayout>
      );
    case 'form-outcome':
      return (
        <PageLayout frame={null} {...layout}>
          <FormOutcomePage view={view} />
        </PageLayout>
      );
    case 'sign-in-callback':
      return (
        <PageLayout frame={null} {...layout}>
          <SignInCallback />
        </PageLayout>
      );
    case 'classification':
      return (
        <PageLayout frame={view.frame} {...layout}>
          <ClassificationPage view={view} />
        </PageLayout>
      );
    case 'product':
      return (
        <PageLayout frame={view.frame} {...layout} contactProduct={view.product.name}>
          <ProductPage view={view} />
        </PageLayout>
      );
    case 'service':
      return (
        <PageLayout frame={view.frame} {...layout}>
          <ServiceDetailPage view={view} />
        </PageLayout>
      );
    case 'stories':
      return (
        <PageLayout frame={view.frame} {...layout}>
          <StoriesPage view={view} />
        </PageLayout>
      );
    case 'story':
      return (
        <PageLayout frame={view.frame} {...layout}>
          <StoryPage view={view} />
        </PageLayout>
      );
    case 'story-contacts':
      return (
        <PageLayout frame={view.frame} {...layout}>
          <StoryAuthorsPage view={view} />
        </PageLayout>
      );
    case 'story-contact':
      return (
        <PageLayout frame={view.frame} {...layout}>
          <StoryAuthorPage view={view} />
        </PageLayout>
      );
    case 'media-releases':
      return (
        <PageLayout frame={view.frame} {...layout}>
          <MediaReleasesPage view={view} />
        </PageLayout>
      );
    case 'media-release':
      return (
        <PageLayout frame={view.frame} {...layout}>
          <MediaReleasePage view={view} />
        </PageLayout>
      );
    default:
      return view satisfies never;
  }
}

/** The root the server renders and the browser hydrates, from one serialisable view model. */
export function SiteApp({
  view,
  messages,
  registry,
  area,
  user,
  services = null,
  formStarted = '',
}: SiteAppProps) {
  const path = pagePathOf(view);
  const formPage = useMemo(() => ({ formStarted, path }), [formStarted, path]);
  return (
    <MessagesProvider messages={messages}>
      <SiteServicesProvider services={services}>
        <FormPageProvider page={formPage}>
          <a className="skip-link" href="#main">
            {messages.skipLink}
          </a>
          <PageBody
            view={view}
            {...(registry && { registry })}
            {...(area !== undefined && { area })}
            {...(user !== undefined && { user })}
          />
        </FormPageProvider>
      </SiteServicesProvider>
    </MessagesProvider>
  );
}
