import type { LinkView } from '@kmx/domain/view';
import { useMessages } from '../i18n/MessagesProvider';

export interface FurnitureLinkProps {
  readonly link: LinkView;
  readonly className?: string;
  /** `true` for a link to the page (or section) the visitor is on. */
  readonly current?: boolean;
}

/** A link of the header or footer; one that opens a new tab says so to screen readers. */
export function FurnitureLink({ link, className, current = false }: FurnitureLinkProps) {
  const messages = useMessages();
  return (
    <a
      href={link.href}
      {...(className !== undefined && { className })}
      {...(current && { 'aria-current': 'true' as const })}
      {...(link.newTab && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {link.title}
      {link.newTab && <span className="visually-hidden"> {messages['furniture.newTab']}</span>}
    </a>
  );
}
