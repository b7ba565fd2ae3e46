import {
  validateTicketClosure,
  validateTicketComment,
  validateTicketForm,
  validateUpload,
} from '@kmx/domain/portal';
import { describe, expect, it } from 'vitest';
import { portalMessagesFor } from './i18n/portal-messages-for';
import { problemText } from './ticket-problem-text';

function messagesOf(check: { ok: boolean; problems?: readonly { message: string }[] }) {
  return (check.problems ?? []).map((problem) => problem.message);
}

const domainMessages = [
  ...messagesOf(validateTicketForm({})),
  ...messagesOf(validateTicketComment({ text: ' ' })),
  ...messagesOf(validateTicketClosure({ reason: 'because' })),
  ...messagesOf(validateUpload({ file: { mediaType: 'application/pdf', sizeBytes: 10 } })),
  ...messagesOf(validateUpload({ file: { mediaType: 'image/png', sizeBytes: 104_857_601 } })),
];

describe("the domain's form messages", () => {
  it('read verbatim in English', () => {
    expect(domainMessages.length).toBeGreaterThanOrEqual(7);
    for (const message of domainMessages) {
      expect(problemText(portalMessagesFor('en'), message)).toBe(message);
    }
  });

  it('each have a German text', () => {
    for (const message of domainMessages) {
      expect(problemText(portalMessagesFor('de'), message)).not.toBe(message);
    }
    expect(problemText(portalMessagesFor('de'), 'Please enter a comment')).toBe(
      'Bitte geben Sie einen Kommentar ein',
    );
  });

  it('leave a message they do not know as it is', () => {
    expect(problemText(portalMessagesFor('de'), 'Subject too long')).toBe('Subject too long');
  });
});
