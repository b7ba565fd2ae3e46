import type { PageView } from '@kmx/domain';
import { useMessages } from '../i18n/MessagesProvider';

export interface ProductPageProps {
  readonly view: Extract<PageView, { kind: 'product' }>;
}

/** Spec public-site 2.5, 3.6: one product. */
export function ProductPage({ view }: ProductPageProps) {
  const messages = useMessages();
  return (
    <h1>
      {messages['catalogue.placeholder']} {view.kind}
    </h1>
  );
}
