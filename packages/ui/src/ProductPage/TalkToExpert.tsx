import type { LinkView } from '@kmx/domain/view';
import { useMessages } from '../i18n/MessagesProvider';
import { usePageActions } from '../PageLayout/PageActions';

export interface TalkToExpertProps {
  /** The site's contact page (the footer's contact link); `null` when the site has none. */
  readonly contactLink: LinkView | null;
}

/**
 * Issue 20: "A product page offers Talk to an Expert near the top". With the script it opens the
 * contact panel, whose form names the product (the layout's `contactProduct`); without it, or
 * where the page has no panel, it is a plain link to the site's contact page.
 */
export function TalkToExpert({ contactLink }: TalkToExpertProps) {
  const messages = useMessages();
  const actions = usePageActions();
  const label = messages['furniture.contact.heading'];
  if (contactLink === null) {
    return (
      <button
        type="button"
        className="button button--primary talk-to-expert"
        onClick={() => actions.openContactPanel?.()}
      >
        {label}
      </button>
    );
  }
  return (
    <a
      className="button button--primary talk-to-expert"
      href={contactLink.href}
      onClick={(event) => {
        if (actions.openContactPanel?.() === true) event.preventDefault();
      }}
    >
      {label}
    </a>
  );
}
