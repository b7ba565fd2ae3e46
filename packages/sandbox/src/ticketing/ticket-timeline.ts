import type { StoredAttachment, StoredTicket } from './ticketing-data';

export interface TimelineEvent {
  readonly id: string;
  readonly kind: 'comment' | 'reply' | 'statusChange';
  readonly author: string;
  readonly at: string;
  readonly text: string | null;
  readonly status: string | null;
  readonly attachments: readonly StoredAttachment[];
}

/**
 * A ticket's comments (the customer's), replies (the support's) and status changes, oldest first;
 * at the same moment a comment or reply comes before the status change it caused.
 */
export function ticketTimeline(ticket: StoredTicket): readonly TimelineEvent[] {
  const words: TimelineEvent[] = ticket.comments.map((comment) => ({
    id: comment.id,
    kind: comment.fromProvider ? 'reply' : 'comment',
    author: comment.author,
    at: comment.createdOn,
    text: comment.text,
    status: null,
    attachments: comment.attachments ?? [],
  }));
  const changes: TimelineEvent[] = (ticket.statusChanges ?? []).map((change) => ({
    id: change.id,
    kind: 'statusChange',
    author: change.author,
    at: change.at,
    text: null,
    status: change.status,
    attachments: [],
  }));
  // A stable sort: words were listed first, so they stay first at equal times.
  return [...words, ...changes].sort((left, right) => left.at.localeCompare(right.at));
}
