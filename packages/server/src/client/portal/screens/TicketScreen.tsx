import type { Ticket, TicketAttachment, TicketChange } from '@kmx/domain/portal';
import { ticketActions } from '@kmx/domain/portal';
import { format } from '@kmx/ui';
import {
  AttachmentPicker,
  CloseTicketForm,
  CommentForm,
  TicketDetail,
  type TicketDetailState,
} from '@kmx/ui/portal';
import { useState } from 'react';
import { portalRouteHref } from '../portal-routes';
import type { PortalScreenContext } from '../PortalScreenContext';
import { useAttachmentUrls } from '../use-attachment-urls';
import { useAttachments } from '../use-attachments';
import { useLoad, type LoadState } from '../use-load';
import { useScreenTitle } from '../use-screen-title';

/** The session storage name of a ticket's comment draft. */
const commentDraft = (id: string) => `comment:${id}`;

function detailState(state: LoadState<Ticket | null>, saved: Ticket | null): TicketDetailState {
  if (saved !== null) return { kind: 'loaded', ticket: saved };
  if (state.kind === 'failed') return state;
  if (state.kind === 'loading') return { kind: 'loading' };
  return state.value === null ? { kind: 'notFound' } : { kind: 'loaded', ticket: state.value };
}

function attachmentsOf(ticket: Ticket | null): readonly TicketAttachment[] {
  if (ticket === null) return [];
  return [...ticket.attachments, ...ticket.timeline.flatMap((event) => event.attachments)];
}

/** What sending a comment or a closure stands at. */
interface Sending {
  readonly busy: boolean;
  readonly failed: boolean;
}
const idle: Sending = { busy: false, failed: false };

/**
 * `/tickets/{id}`: every field of spec portal 3 and the timeline, with the comment form and the
 * closure the ticket allows (`ticketActions`). The comment's draft is kept in this tab until the
 * server saved it; after a change the ticket shows as the server answered it.
 */
export function TicketScreen({ portal, id }: { portal: PortalScreenContext; id: string }) {
  const { messages, view, drafts } = portal;
  const [errors, setErrors] = useState({ comment: 0, close: 0 });
  useScreenTitle(
    portal,
    format(messages['portal.app.title.ticket'], { id }),
    errors.comment + errors.close > 0,
  );
  const [loaded, retry] = useLoad(
    `ticket:${id}`,
    () => portal.api.ticketDetail(id),
    (error) => portal.report('The ticket could not be loaded', error),
  );
  const [saved, setSaved] = useState<Ticket | null>(null);
  const state = detailState(loaded, saved);
  const ticket = state.kind === 'loaded' ? state.ticket : null;
  const attachmentUrl = useAttachmentUrls(portal, attachmentsOf(ticket));
  const attachments = useAttachments(portal);
  const [comment, setComment] = useState(idle);
  const [closing, setClosing] = useState(idle);
  const [commentRound, setCommentRound] = useState(0);
  const storedComment = drafts.read(
    commentDraft(id),
    (value): value is { text: string } =>
      typeof (value as { text?: unknown } | null)?.text === 'string',
  );

  const onChange = (
    set: (sending: Sending) => void,
    after: () => void,
    what: string,
    change: Promise<TicketChange>,
  ) => {
    set({ busy: true, failed: false });
    change.then(
      (answer) => {
        if (answer.kind === 'saved') {
          setSaved(answer.ticket);
          set(idle);
          after();
        } else {
          set({ busy: false, failed: true });
        }
      },
      (error: unknown) => {
        portal.report(what, error);
        set({ busy: false, failed: true });
      },
    );
  };

  const actions = ticket === null ? null : ticketActions(ticket.status);
  return (
    <TicketDetail
      localeCode={view.localeCode}
      state={state}
      listHref={portalRouteHref(view.localeCode, { kind: 'ticketList' })}
      attachmentUrl={attachmentUrl}
      onRetry={retry}
      {...(actions?.mayComment === true && {
        commentForm: (
          <CommentForm
            key={commentRound}
            initialText={storedComment?.text ?? ''}
            busy={comment.busy || attachments.uploading}
            failed={comment.failed}
            attachments={
              <AttachmentPicker
                localeCode={view.localeCode}
                files={attachments.items}
                onAdd={attachments.onAdd}
                onCancel={attachments.onCancel}
                onRemove={attachments.onRemove}
                onRetry={attachments.onRetry}
              />
            }
            onSubmit={(text) =>
              onChange(
                setComment,
                () => {
                  drafts.remove(commentDraft(id));
                  attachments.clear();
                  setCommentRound((round) => round + 1);
                },
                'The comment could not be sent',
                portal.api.commentTicket(id, text, attachments.uploadedIds()),
              )
            }
            onChange={(text) => drafts.write(commentDraft(id), { text })}
            onErrorsShown={(count) => setErrors((current) => ({ ...current, comment: count }))}
          />
        ),
      })}
      {...(actions?.mayClose === true && {
        closeForm: (
          <CloseTicketForm
            ticketId={id}
            busy={closing.busy}
            failed={closing.failed}
            onConfirm={(closure) =>
              onChange(
                setClosing,
                () => undefined,
                'The ticket could not be closed',
                portal.api.closeTicket(id, closure.reason, closure.comment),
              )
            }
            onErrorsShown={(count) => setErrors((current) => ({ ...current, close: count }))}
          />
        ),
      })}
    />
  );
}
