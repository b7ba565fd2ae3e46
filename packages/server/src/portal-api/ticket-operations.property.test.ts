import { fc, test } from '@fast-check/vitest';
import type { TicketDesk } from '@kmx/domain/ports';
import { expect } from 'vitest';
import { checkTicketCall, ticketOperations } from './ticket-operations';

const operationNames = Object.keys(ticketOperations);

/** Values that trip careless code: prototype keys, huge numbers, wrong types in every place. */
const hostile = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(
    '__proto__',
    'constructor',
    Number.MAX_SAFE_INTEGER,
    -1,
    0,
    1.5,
    '',
    ' ',
    'x'.repeat(300),
    null,
  ),
);

const variables = fc.oneof(
  fc.dictionary(
    fc.constantFrom(
      'id',
      'text',
      'reason',
      'comment',
      'attachmentIds',
      'ownOnly',
      'status',
      'machine',
      'sort',
      'page',
      'input',
      '__proto__',
    ),
    fc.oneof(
      hostile,
      fc.array(hostile, { maxLength: 60 }),
      fc.dictionary(
        fc.constantFrom('location', 'type', 'subject', 'description', 'attachmentIds'),
        hostile,
      ),
    ),
  ),
  hostile,
);

const body = fc.oneof(
  fc.record(
    { operationName: fc.oneof(fc.constantFrom(...operationNames), fc.string()), variables },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
);

/** A desk that answers every call with something, so only the proxy's own checks can fail. */
const answeringDesk: TicketDesk = {
  locations: async () => [],
  list: async (request) => ({
    items: [],
    total: 0,
    page: request.page,
    pageSize: request.pageSize,
    machines: [],
  }),
  detail: async () => null,
  create: async () => ({ kind: 'notFound' }),
  comment: async () => ({ kind: 'notFound' }),
  close: async () => ({ kind: 'notFound' }),
};

test.prop([body])('answers any JSON body with a call or an error text, never a throw', (input) => {
  const check = checkTicketCall(input);
  if (check.ok) expect(operationNames).toContain(check.call.operationName);
  else expect(check.error).toMatch(/\S/);
});

test.prop([body])(
  'a call that passed the check runs against the port without throwing',
  async (input) => {
    const check = checkTicketCall(input);
    if (!check.ok) return;
    const data = await check.call.run(answeringDesk);
    expect(Object.keys(data)).toHaveLength(1);
  },
);

test.prop([fc.string().filter((name) => !operationNames.includes(name)), variables])(
  'passes no operation but the portal’s own',
  (operationName, vars) => {
    expect(checkTicketCall({ operationName, variables: vars })).toMatchObject({ ok: false });
  },
);
