import type { TicketAttachment } from '@kmx/domain/portal';
import { useEffect, useRef, useState } from 'react';
import type { PortalScreenContext } from './PortalScreenContext';

/**
 * The attachments of a ticket as blob addresses: the browser fetches each with the user's token
 * (an `<img src>` cannot carry one) and shows it from memory; the addresses are released when the
 * screen closes.
 */
export function useAttachmentUrls(
  portal: PortalScreenContext,
  attachments: readonly TicketAttachment[],
): (id: string) => string | null {
  const [urls, setUrls] = useState<Readonly<Record<string, string>>>({});
  const asked = useRef(new Set<string>());
  const created = useRef<string[]>([]);
  const ids = attachments.map((attachment) => attachment.id).join(',');

  useEffect(() => {
    for (const attachment of attachments) {
      if (asked.current.has(attachment.id)) continue;
      asked.current.add(attachment.id);
      portal.api.attachment(attachment.id).then(
        (blob) => {
          const url = URL.createObjectURL(blob);
          created.current.push(url);
          setUrls((current) => ({ ...current, [attachment.id]: url }));
        },
        (error: unknown) => portal.report('An attachment could not be loaded', error),
      );
    }
    // The ids say when there is something new to fetch.
  }, [ids]);

  useEffect(
    () => () => {
      for (const url of created.current) URL.revokeObjectURL(url);
    },
    [],
  );

  return (id) => urls[id] ?? null;
}
