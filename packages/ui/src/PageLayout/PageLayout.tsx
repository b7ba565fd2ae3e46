import type { PageFrame } from '@kmx/domain';
import { initialPageOptions, pageOptionsReducer, sideButtonsShown } from '@kmx/domain';
import { useReducer, useState, type ReactNode } from 'react';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { ContactPanel } from '../ContactPanel/ContactPanel';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';
import { LanguageBanner } from '../LanguageBanner/LanguageBanner';
import { ShareModal } from '../ShareModal/ShareModal';
import { SideButtons } from '../SideButtons/SideButtons';
import type { UserMenuUser } from '../UserMenu/user-menu-links';

export interface PageLayoutProps {
  /** `null` when the site is not known (an early error): the page then has no header or footer. */
  readonly frame: PageFrame | null;
  readonly children: ReactNode;
  /** Where the minimal header links when there is no frame; the frame's own home wins. */
  readonly homeHref?: string;
  /** The signed-in visitor, known only in the browser. */
  readonly user?: UserMenuUser | null;
}

/**
 * The default layout of spec 2.1: header, breadcrumbs (when there is more than home), language
 * banner, the page in `<main id="main">` (the skip link's target), side buttons with their contact
 * panel and share modal, footer. Without a frame only a header linking home surrounds the page.
 */
export function PageLayout({ frame, children, homeHref, user = null }: PageLayoutProps) {
  const home = frame?.homeHref ?? homeHref ?? '/';
  // The last crumb is the page itself; its route stands for the path the options belong to.
  const path = frame?.breadcrumbs.entries.at(-1)?.route ?? home;
  const [options, dispatch] = useReducer(pageOptionsReducer, path, initialPageOptions);
  if (options.path !== path) dispatch({ type: 'pathChanged', path });
  const [contactOpen, setContactOpen] = useState(false);
  const showSideButtons = frame !== null && sideButtonsShown(options, frame.site);
  return (
    <>
      <Header frame={frame} homeHref={home} user={user} />
      {frame !== null && frame.breadcrumbs.entries.length > 1 && (
        <div className="page-layout__breadcrumbs">
          <Breadcrumbs trail={frame.breadcrumbs} />
        </div>
      )}
      {frame?.languageBanner && <LanguageBanner languages={frame.languageBanner.languages} />}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {showSideButtons && (
        <>
          <SideButtons
            onContact={() => setContactOpen(true)}
            onShare={() =>
              dispatch({ type: 'openShareModal', title: document.title, url: window.location.href })
            }
          />
          <ContactPanel
            open={contactOpen}
            onClose={() => setContactOpen(false)}
            contactLink={frame.footer.contactLink}
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
    </>
  );
}
