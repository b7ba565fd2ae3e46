import { imageSizes } from '@kmx/domain/media';
import { telLink } from '@kmx/domain/text';
import { useMessages } from '../i18n/MessagesProvider';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import type { BlockRendererProps } from './BlockRegistry';
import { BlockTitle } from './BlockTitle';

/** A person to talk to, with portrait (80, like story contacts), role, e-mail and phone. */
export function ContactTeaserBlock({ block }: BlockRendererProps<'ContactTeaser'>) {
  const messages = useMessages();
  const { contact } = block;
  return (
    <section className="block block-contact">
      <BlockTitle blockId={block.id} title={block.title} />
      {block.text !== null && block.text !== '' && (
        <p className="block-contact__text">{block.text}</p>
      )}
      <div className="contact-card">
        {contact.image !== null && (
          <ResponsiveImage
            image={contact.image}
            size={imageSizes.storyContact}
            mode="fixed"
            decorative
            className="contact-card__portrait"
          />
        )}
        <div className="contact-card__body">
          <p className="contact-card__name">{contact.name}</p>
          {contact.role !== null && contact.role !== '' && (
            <p className="contact-card__role">{contact.role}</p>
          )}
          <dl className="contact-card__ways">
            {contact.email !== null && contact.email !== '' && (
              <div>
                <dt>{messages['blocks.contact.email']}</dt>
                <dd>
                  <a href={`mailto:${encodeURI(contact.email.trim())}`}>{contact.email}</a>
                </dd>
              </div>
            )}
            {contact.phone !== null && contact.phone !== '' && (
              <div>
                <dt>{messages['blocks.contact.phone']}</dt>
                <dd>
                  <a href={telLink(contact.phone)}>{contact.phone}</a>
                </dd>
              </div>
            )}
          </dl>
        </div>
      </div>
    </section>
  );
}
