import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { ticketClosureReasons } from './Ticket';
import { validateTicketClosure } from './ticket-closure';

const reasons: readonly string[] = Object.values(ticketClosureReasons);

test.prop([fc.oneof(fc.constantFrom(...reasons), fc.string()), fc.option(fc.string())])(
  'accepts exactly the three reasons, whatever the comment',
  (reason, comment) => {
    const check = validateTicketClosure({ reason, comment });
    expect(check.ok).toBe(reasons.includes(reason));
  },
);

test.prop([fc.constantFrom(...reasons), fc.option(fc.string())])(
  'keeps a comment only when it says something',
  (reason, comment) => {
    const check = validateTicketClosure({ reason, comment });
    const said = comment?.trim() ?? '';
    expect(check).toEqual({ ok: true, value: { reason, comment: said === '' ? null : said } });
  },
);
