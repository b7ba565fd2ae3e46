import type { NavigationLink } from '@kmx/domain/navigation';
import { blockLinkView } from '@kmx/domain/content';
import { useMessages } from '../i18n/MessagesProvider';
import { useBlockSettings } from './BlockSettings';

export interface BlockLinkProps {
  readonly link: NavigationLink;
  readonly className?: string;
}

/**
 * A link of a content block, built by the domain's `blockLinkView` with the page's link context.
 * An action link is a button (it opens a panel, it goes nowhere); a link that leads nowhere is not
 * drawn.
 */
export function BlockLink({ link, className }: BlockLinkProps) {
  const messages = useMessages();
  const { linkContext, productLinks, onLinkAction } = useBlockSettings();
  const view = blockLinkView(link, linkContext, productLinks);
  if (view === null) return null;
  if (view.kind === 'action') {
    if (onLinkAction === undefined) return null;
    return (
      <button type="button" className={className} onClick={() => onLinkAction(view.action)}>
        {view.text}
      </button>
    );
  }
  const rel = view.external || view.newTab ? 'noopener noreferrer' : undefined;
  return (
    <a
      className={className}
      href={view.href}
      {...(view.newTab && { target: '_blank' })}
      {...(rel !== undefined && { rel })}
    >
      {view.text}
      {view.newTab && <span className="visually-hidden"> {messages['blocks.link.newTab']}</span>}
    </a>
  );
}
