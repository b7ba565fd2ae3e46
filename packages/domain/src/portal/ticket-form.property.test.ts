import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { ticketTypes } from './Ticket';
import { validateTicketForm } from './ticket-form';
import { ticketMessages } from './ticket-messages';

const text = fc.option(fc.string(), { nil: undefined });
const form = fc.record(
  {
    location: text,
    type: fc.option(fc.oneof(fc.constantFrom(...Object.values(ticketTypes)), fc.string()), {
      nil: undefined,
    }),
    concern: text,
    machine: text,
    serialNumber: text,
    subject: text,
    description: text,
  },
  { requiredKeys: [] },
);
const filled = (value: string | undefined) => value !== undefined && value.trim() !== '';

test.prop([form])('accepts a form exactly when every required field is filled', (input) => {
  const valid =
    filled(input.location) &&
    Object.values<string | undefined>(ticketTypes).includes(input.type) &&
    filled(input.concern) &&
    filled(input.subject) &&
    filled(input.description);
  expect(validateTicketForm(input).ok).toBe(valid);
});

test.prop([form])('speaks only with the messages of the spec, one a field', (input) => {
  const check = validateTicketForm(input);
  if (check.ok) return;
  const messages: readonly string[] = Object.values(ticketMessages);
  for (const problem of check.problems) expect(messages).toContain(problem.message);
  const fields = check.problems.map((problem) => problem.field);
  expect(new Set(fields).size).toBe(fields.length);
});

test.prop([form])('keeps texts trimmed and never keeps a blank optional field', (input) => {
  const check = validateTicketForm(input);
  if (!check.ok) return;
  const { value } = check;
  for (const kept of [value.location, value.concern, value.subject, value.description]) {
    expect(kept).toBe(kept.trim());
    expect(kept).not.toBe('');
  }
  for (const optional of [value.machine, value.serialNumber]) {
    expect(optional === null || (optional === optional.trim() && optional !== '')).toBe(true);
  }
});
