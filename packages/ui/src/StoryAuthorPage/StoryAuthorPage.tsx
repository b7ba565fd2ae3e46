import type { PageView } from '@kmx/domain';
import { useMessages } from '../i18n/MessagesProvider';

export interface StoryAuthorPageProps {
  readonly view: Extract<PageView, { kind: 'story-contact' }>;
}

/** Spec public-site 2.1: the stories of one author. */
export function StoryAuthorPage({ view }: StoryAuthorPageProps) {
  const messages = useMessages();
  return (
    <h1>
      {messages['stories.placeholder']} {view.kind}
    </h1>
  );
}
