import type { TicketDraft, TicketProblem } from '@kmx/domain/portal';
import { ticketPrefill } from '@kmx/domain/portal';
import {
  AttachmentPicker,
  TicketForm,
  TicketsFailure,
  type TicketFormValues,
} from '@kmx/ui/portal';
import { useEffect, useMemo, useState } from 'react';
import { isTextDraft } from '../draft-store';
import { portalRouteHref } from '../portal-routes';
import type { PortalScreenContext } from '../PortalScreenContext';
import { useAttachments } from '../use-attachments';
import { useLoad } from '../use-load';
import { useScreenTitle } from '../use-screen-title';

/** The session storage name of the new ticket's draft. */
const newTicketDraft = 'new-ticket';

/**
 * `/tickets/newticket`: the form of spec portal 5 with attachments. It starts from the draft kept
 * in this tab (nothing typed is lost across a reload or a sign-in) and takes the machine name
 * and serial number of an inventory row (`?machine=…&serial=…`). Success only once the server
 * saved the ticket: the browser then shows it.
 */
export function NewTicketScreen({ portal }: { portal: PortalScreenContext }) {
  const { messages, url, view, drafts, history } = portal;
  const [errors, setErrors] = useState(0);
  useScreenTitle(portal, messages['portal.app.title.newTicket'], errors > 0);
  const [locations, retryLocations] = useLoad(
    'locations',
    () => portal.api.ticketLocations(),
    (error) => portal.report('The ticket locations could not be loaded', error),
  );
  const initial = useMemo((): Partial<TicketFormValues> => {
    const draft = drafts.read(newTicketDraft, isTextDraft) ?? {};
    const prefill = ticketPrefill(url.searchParams);
    return {
      ...draft,
      ...(prefill.machine !== null && { machine: prefill.machine }),
      ...(prefill.serialNumber !== null && { serialNumber: prefill.serialNumber }),
    };
    // The form starts once, from the address it was opened with.
  }, []);
  const attachments = useAttachments(portal);
  const [waiting, setWaiting] = useState<TicketDraft | null>(null);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [problems, setProblems] = useState<readonly TicketProblem[]>([]);

  const send = (draft: TicketDraft) => {
    setSending(true);
    setFailed(false);
    portal.api.createTicket({ draft, attachmentIds: attachments.uploadedIds() }).then(
      (change) => {
        setSending(false);
        if (change.kind === 'saved') {
          drafts.remove(newTicketDraft);
          history.push(portalRouteHref(view.localeCode, { kind: 'ticket', id: change.ticket.id }));
        } else if (change.kind === 'invalid') {
          setProblems(change.problems);
        } else {
          setFailed(true);
        }
      },
      (error: unknown) => {
        portal.report('The ticket could not be created', error);
        setSending(false);
        setFailed(true);
      },
    );
  };

  // A ticket sent while files are still uploading goes once they are done.
  useEffect(() => {
    if (waiting === null || attachments.uploading) return;
    setWaiting(null);
    send(waiting);
  });

  if (locations.kind === 'failed') return <TicketsFailure onRetry={retryLocations} />;
  if (locations.kind === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {messages['portal.app.loading']}
      </p>
    );
  }
  return (
    <TicketForm
      locations={locations.value}
      initial={initial}
      busy={sending || waiting !== null}
      failed={failed}
      problems={problems}
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
      onSubmit={(draft) => setWaiting(draft)}
      onChange={(values) => drafts.write(newTicketDraft, values)}
      onErrorsShown={setErrors}
    />
  );
}
