import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { portalHomeHref } from '../portal-href';

export interface SignedOutNoticeProps {
  /** The locale prefix: signing in again starts at the portal's home of this locale. */
  readonly localeCode: string;
  /** The site's home page in this locale. */
  readonly homeHref: string;
  /** `signing-out` while tokens are revoked and the session ends (spec portal 4). */
  readonly state: 'signing-out' | 'signed-out';
}

/** The logout page (`/mykomax/logout`): signing out under way, then done with the ways on. */
export function SignedOutNotice({ localeCode, homeHref, state }: SignedOutNoticeProps) {
  const messages = usePortalMessages();
  if (state === 'signing-out') {
    return (
      <section className="signed-out" aria-busy="true" aria-labelledby="kmx-signed-out-title">
        <h1 id="kmx-signed-out-title">{messages['portal.frame.signOut.title']}</h1>
        <p role="status">{messages['portal.frame.signingOut']}</p>
      </section>
    );
  }
  return (
    <section className="signed-out" aria-labelledby="kmx-signed-out-title">
      <h1 id="kmx-signed-out-title">{messages['portal.frame.signedOut.title']}</h1>
      <p role="status">{messages['portal.frame.signedOut.text']}</p>
      <ul className="signed-out__links">
        <li>
          <a className="button" href={portalHomeHref(localeCode)}>
            {messages['portal.frame.signedOut.signIn']}
          </a>
        </li>
        <li>
          <a href={homeHref}>{messages['portal.frame.signedOut.home']}</a>
        </li>
      </ul>
    </section>
  );
}
