import type { PageView } from '@kmx/domain';
import { useMessages } from '../i18n/MessagesProvider';

export interface ServiceDetailPageProps {
  readonly view: Extract<PageView, { kind: 'service' }>;
}

/** Spec public-site 2.5, 3.6: one service product. */
export function ServiceDetailPage({ view }: ServiceDetailPageProps) {
  const messages = useMessages();
  return (
    <h1>
      {messages['catalogue.placeholder']} {view.kind}
    </h1>
  );
}
