import type { PageFrame } from '@kmx/domain/view';
import { initialPageOptions, pageOptionsReducer, sideButtonsShown } from '@kmx/domain/content';
import { fallbackMeasurementSystem } from '@kmx/domain/site';
import { useMemo, useReducer, useState, type ReactNode } from 'react';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { useNewsFeedUnread } from '../NewsFeedPanel/use-news-feed-unread';
import { SiteSearch } from '../SiteSearch/SiteSearch';
import { MeasurementChoiceProvider } from './MeasurementChoice';
import { PageActionsContext, type PageActions } from './PageActions';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';
import { LanguageBanner } from '../LanguageBanner/LanguageBanner';
import { SideButtons } from '../SideButtons/SideButtons';
import { ComparePanel, ContactPanel, NewsFeedPanel, ShareModal } from '../SiteApp/lazy-parts';
import type { UserMenuUser } from '../UserMenu/user-menu-links';

export interface PageLayoutProps {
  /** `null` when the site is not known (an early error): the page then has no header or footer. */
  readonly frame: PageFrame | null;
  readonly children: ReactNode;
  /** Where the minimal header links when there is no frame; the frame's own home wins. */
  readonly homeHref?: string;
  /** The signed-in visitor, known only in the browser. */
  readonly user?: UserMenuUser | null;
  /** The product a product page shows: the contact panel's request names it. */
  readonly contactProduct?: string | null;
}

/**
 * The default layout of spec 2.1: header, breadcrumbs (when there is more than home), language
 * banner, the page in `<main id="main">` (the skip link's target), side buttons with their contact
 * panel, share modal and news feed panel, the compare panel, footer. Without a frame only a header
 * linking home surrounds the page. The page and the compare panel share the measurement system.
 */
export function PageLayout({
  frame,
  children,
  homeHref,
  user = null,
  contactProduct = null,
}: PageLayoutProps) {
  const home = frame?.homeHref ?? homeHref ?? '/';
  // The last crumb is the page itself; its route stands for the path the options belong to.
  const path = frame?.breadcrumbs.entries.at(-1)?.route ?? home;
  const [options, dispatch] = useReducer(pageOptionsReducer, path, initialPageOptions);
  if (options.path !== path) dispatch({ type: 'pathChanged', path });
  const [contactOpen, setContactOpen] = useState(false);
  const showSideButtons = frame !== null && sideButtonsShown(options, frame.site);
  const language = frame?.locale.language ?? null;
  // The unread dot sits on the side buttons' news button: without them the feed is not asked.
  const newsFeedUnread = useNewsFeedUnread(showSideButtons ? language : null);
  const actions = useMemo<PageActions>(
    () => ({
      openNewsFeedPanel: () => dispatch({ type: 'setNewsFeedPanelOpen', open: true }),
      // The panel is drawn with the side buttons; without them a link to it goes to the contact page.
      openContactPanel: () => {
        if (!showSideButtons) return false;
        setContactOpen(true);
        return true;
      },
    }),
    [showSideButtons],
  );
  return (
    <PageActionsContext.Provider value={actions}>
      <MeasurementChoiceProvider
        initial={frame?.locale.measurementSystem ?? fallbackMeasurementSystem}
      >
        <Header
          frame={frame}
          homeHref={home}
          user={user}
          search={
            frame !== null && (
              <SiteSearch localeCode={frame.locale.code} siteSlug={frame.site.slug} />
            )
          }
        />
        {frame !== null && frame.breadcrumbs.entries.length > 1 && (
          <div className="page-layout__breadcrumbs">
            <Breadcrumbs trail={frame.breadcrumbs} />
          </div>
        )}
        {frame?.languageBanner && <LanguageBanner languages={frame.languageBanner.languages} />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {frame !== null && (
          <>
            <NewsFeedPanel
              open={options.newsFeedPanelOpen}
              onClose={() => dispatch({ type: 'setNewsFeedPanelOpen', open: false })}
              language={frame.locale.language}
              linkContext={{ localeCode: frame.locale.code, siteSlug: frame.site.slug }}
            />
            <ComparePanel locale={frame.locale} siteSlug={frame.site.slug} />
          </>
        )}
        {showSideButtons && (
          <>
            <SideButtons
              onContact={() => setContactOpen(true)}
              onShare={() =>
                dispatch({
                  type: 'openShareModal',
                  title: document.title,
                  url: window.location.href,
                })
              }
              onNewsFeed={actions.openNewsFeedPanel}
              newsFeedUnread={newsFeedUnread}
            />
            <ContactPanel
              open={contactOpen}
              onClose={() => setContactOpen(false)}
              contactLink={frame.footer.contactLink}
              language={frame.locale.language}
              product={contactProduct}
            />
            <ShareModal
              title={options.shareModal.title}
              url={options.shareModal.url}
              visible={options.shareModal.visible}
              onClose={() => dispatch({ type: 'closeShareModal' })}
            />
          </>
        )}
        {frame !== null && <Footer frame={frame} />}
      </MeasurementChoiceProvider>
    </PageActionsContext.Provider>
  );
}
