import type { PageFrame } from '@kmx/domain/view';
import type { ReactNode } from 'react';
import { LogoMark } from '../furniture/icons';
import { themeClass } from '../furniture/theme-class';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { LocationLanguageSelector } from '../LocationLanguageSelector/LocationLanguageSelector';
import { MainNavigation } from '../MainNavigation/MainNavigation';
import { UserMenu } from '../UserMenu/UserMenu';
import type { UserMenuUser } from '../UserMenu/user-menu-links';

export interface HeaderProps {
  /** `null` when the site is not known: the header then only links home. */
  readonly frame: PageFrame | null;
  /** Where the logo links when there is no frame. */
  readonly homeHref: string;
  readonly user?: UserMenuUser | null;
  /** The site search, drawn among the header's tools. */
  readonly search?: ReactNode;
}

/**
 * The page header of spec public-site 2.5: the site's logo linking home, the main navigation, the
 * location and language selector and the user menu, in the header theme of the site.
 */
export function Header({ frame, homeHref, user = null, search }: HeaderProps) {
  const messages = useMessages();
  if (frame === null) {
    return (
      <header className="site-header site-header--default site-header--minimal">
        <div className="site-header__bar">
          <a className="site-header__logo" href={homeHref}>
            <LogoMark />
            <span className="visually-hidden">{messages['furniture.header.homeLinkGeneric']}</span>
          </a>
        </div>
      </header>
    );
  }
  return (
    <header
      className={`site-header ${themeClass('site-header', frame.header.theme)}${frame.header.hidden === true ? ' site-header--menu-hidden' : ''}`}
    >
      <div className="site-header__bar">
        <a
          className="site-header__logo"
          href={frame.homeHref}
          aria-label={format(messages['furniture.header.homeLink'], { site: frame.site.name })}
        >
          <LogoMark />
          <span className="site-header__name">{frame.site.name}</span>
        </a>
        {/* The utility bar sits above the main menu on wide screens, so it comes first in the tab order. */}
        <div className="site-header__tools">
          {search}
          <LocationLanguageSelector
            languages={frame.languages}
            location={frame.location}
            siteId={frame.site.id}
            language={frame.locale.language}
          />
          <UserMenu portalHref={frame.portalHref} user={user} />
        </div>
        {/* Spec 3.4's header option "hidden": a landing site shows no main menu. */}
        {frame.header.hidden === true ? null : <MainNavigation items={frame.header.items} />}
      </div>
    </header>
  );
}
