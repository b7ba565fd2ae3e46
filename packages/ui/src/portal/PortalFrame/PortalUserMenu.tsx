import { useId } from 'react';
import { format } from '../../i18n/format';
import { useDisclosure } from '../../furniture/use-disclosure';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';

export interface PortalFrameUser {
  readonly fullName: string;
  readonly email: string;
  readonly initials: string;
}

interface PortalUserMenuProps {
  readonly user: PortalFrameUser;
  readonly onSignOut: () => void;
}

/** The signed-in user's initials opening a disclosure with name, e-mail and signing out. */
export function PortalUserMenu({ user, onSignOut }: PortalUserMenuProps) {
  const messages = usePortalMessages();
  const panelId = useId();
  const { open, toggle, containerRef, buttonRef, onKeyDown } = useDisclosure();

  return (
    <div ref={containerRef} className="portal-user" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="portal-user__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {/* The name is text, not an aria-label, so what the button shows is part of its name. */}
        <span className="portal-user__initials" aria-hidden="true">
          {user.initials}
        </span>
        <span className="visually-hidden">
          {format(messages['portal.frame.user.menu'], { name: user.fullName })}
        </span>
      </button>
      <div id={panelId} className="portal-user__panel" hidden={!open}>
        <p className="portal-user__name">{user.fullName}</p>
        <p className="portal-user__email">
          <span className="visually-hidden">{messages['portal.frame.user.email']}: </span>
          {user.email}
        </p>
        <button type="button" className="button portal-user__sign-out" onClick={onSignOut}>
          {messages['portal.frame.user.signOut']}
        </button>
      </div>
    </div>
  );
}
