import { useId } from 'react';
import { ChevronDownIcon, UserIcon } from '../furniture/icons';
import { useDisclosure } from '../furniture/use-disclosure';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { userMenuLinks, type UserMenuUser } from './user-menu-links';

export interface UserMenuProps {
  /** The portal's home in this locale, e.g. `/en/mykomax`. */
  readonly portalHref: string;
  /** Known only in the browser; without it the menu is the "Log in" link the server renders. */
  readonly user?: UserMenuUser | null;
}

/**
 * The header's user menu (spec public-site 2.5): "Log in" for a visitor the page does not know,
 * else a disclosure with dashboard, account settings, service tickets, Direct and log out.
 */
export function UserMenu({ portalHref, user = null }: UserMenuProps) {
  const messages = useMessages();
  const menuId = useId();
  const { open, toggle, containerRef, buttonRef, onKeyDown } = useDisclosure();
  const links = userMenuLinks(portalHref);

  if (user === null) {
    return (
      <div className="user-menu">
        <a className="user-menu__log-in" href={links.logIn}>
          <UserIcon />
          <span className="user-menu__label">{messages['furniture.user.logIn']}</span>
        </a>
      </div>
    );
  }

  return (
    <div ref={containerRef} className="user-menu" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={format(messages['furniture.user.menu'], { name: user.name })}
        onClick={toggle}
      >
        <UserIcon />
        <span className="user-menu__label">{user.name}</span>
        <ChevronDownIcon className="user-menu__chevron" />
      </button>
      <ul id={menuId} className="user-menu__list" hidden={!open}>
        <li>
          <a href={links.dashboard}>{messages['furniture.user.dashboard']}</a>
        </li>
        <li>
          <a href={links.account}>{messages['furniture.user.account']}</a>
        </li>
        <li>
          <a href={links.tickets}>{messages['furniture.user.tickets']}</a>
        </li>
        {user.directHref !== undefined && (
          <li>
            <a href={user.directHref}>{messages['furniture.user.direct']}</a>
          </li>
        )}
        <li className="user-menu__separated">
          <a href={links.logOut}>{messages['furniture.user.logOut']}</a>
        </li>
      </ul>
    </div>
  );
}
