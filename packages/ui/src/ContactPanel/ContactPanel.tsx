import type { LinkView } from '@kmx/domain/view';
import { contactReplyHours } from '@kmx/domain/policies';
import { telLink } from '@kmx/domain/text';
import { ContactForm } from '../forms/ContactForm';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { ModalDialog } from '../ModalDialog';

/**
 * Contact data rather than text: the same in every language, so not in the translations. These
 * stand in until the content service provides the real ones.
 */
export const placeholderContact = {
  phone: '+41 41 455 10 10',
  email: 'experts@komax.example',
} as const;

export interface ContactPanelProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The site's contact page (the footer's contact link), `null` when the site has none. */
  readonly contactLink: LinkView | null;
  readonly phone?: string;
  readonly email?: string;
  /** The page's language, sent with the form. */
  readonly language?: string;
  /** The product's name when opened from a product page: the request names it. */
  readonly product?: string | null;
}

/**
 * Spec public-site 2.5 and 9: the "Talk to an Expert" panel, promising a reply within 24 hours,
 * with the contact form (issue 19) and the other ways to reach an expert.
 */
export function ContactPanel({
  open,
  onClose,
  contactLink,
  phone = placeholderContact.phone,
  email = placeholderContact.email,
  language = 'en',
  product = null,
}: ContactPanelProps) {
  const messages = useMessages();
  return (
    <ModalDialog open={open} onClose={onClose} block="contact-panel">
      <ModalDialog.Title>{messages['furniture.contact.heading']}</ModalDialog.Title>
      <p className="contact-panel__promise">
        {format(messages['furniture.contact.promise'], { hours: String(contactReplyHours) })}
      </p>
      <ContactForm language={language} product={product} />
      {contactLink && (
        <a className="button contact-panel__form" href={contactLink.href}>
          {messages['furniture.contact.form']}
        </a>
      )}
      <dl className="contact-panel__channels">
        <div className="contact-panel__channel">
          <dt>{messages['furniture.contact.phone']}</dt>
          <dd>
            <a href={telLink(phone)}>{phone}</a>
          </dd>
        </div>
        <div className="contact-panel__channel">
          <dt>{messages['furniture.contact.email']}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
      </dl>
    </ModalDialog>
  );
}
