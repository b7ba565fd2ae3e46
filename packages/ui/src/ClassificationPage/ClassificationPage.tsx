import type { PageView } from '@kmx/domain';
import { useMessages } from '../i18n/MessagesProvider';

export interface ClassificationPageProps {
  readonly view: Extract<PageView, { kind: 'classification' }>;
}

/** Spec public-site 2.2, 3.5: a classification of the product or service catalogue. */
export function ClassificationPage({ view }: ClassificationPageProps) {
  const messages = useMessages();
  return (
    <h1>
      {messages['catalogue.placeholder']} {view.kind}
    </h1>
  );
}
