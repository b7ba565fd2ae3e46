import type { Messages } from './Messages';

export const messagesEn: Messages = {
  'flashMessage.hide': 'Hide message',
  'flashMessage.region': 'Notice',
  'notFound.title': 'Page not found',
  'notFound.message': 'Page not found: {path}',
  'notFound.homeLink': 'Back to the home page',
  'block.unknown': 'This content block of type "{type}" has no renderer yet.',
  skipLink: 'Skip to content',
};
