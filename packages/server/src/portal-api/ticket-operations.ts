import {
  ticketListPageSize,
  ticketSorts,
  ticketStatuses,
  validateTicketClosure,
  validateTicketComment,
  validateTicketForm,
  type TicketChange,
} from '@kmx/domain/portal';
import type { TicketDesk } from '@kmx/domain/ports';
import { z } from 'zod';

/** Ids are short; anything longer is no id of the ticketing service. */
const id = z.string().trim().min(1).max(200);
/** Filters as the list's address keeps them (ticket-list-query's limit). */
const filterText = z.string().max(100).nullish();
/** A form field: the domain's form rules decide whether it is filled in well. */
const formText = z.string().nullish();
/** Files uploaded for one ticket or comment; a form names a handful, never hundreds. */
const attachmentIds = z.array(id).max(50).default([]);

function operation<Schema extends z.ZodType, Data extends Readonly<Record<string, unknown>>>(
  variables: Schema,
  run: (desk: TicketDesk, variables: z.output<Schema>) => Promise<Data>,
) {
  return { variables, run };
}

/** A form the domain's rules refused never reaches the service: the answer is the same. */
function invalid(problems: Extract<TicketChange, { kind: 'invalid' }>['problems']): {
  change: TicketChange;
} {
  return { change: { kind: 'invalid', problems } };
}

/**
 * Portal spec 7: the tickets proxy passes only the portal's own operations (persisted operations,
 * not any GraphQL), each with the variables it takes, checked before the service is asked. Each
 * answers the `data` of `{ data }`. Forms are checked with the domain's rules (spec portal 5), so
 * a form the service would refuse is answered `invalid` without a call.
 */
export const ticketOperations = {
  ticketLocations: operation(z.object({}), async (desk) => ({
    locations: await desk.locations(),
  })),
  ticketList: operation(
    z.object({
      ownOnly: z.boolean().default(false),
      status: z.enum(ticketStatuses).nullish(),
      machine: filterText,
      text: filterText,
      sort: z.enum(ticketSorts).default('created:desc'),
      page: z.number().int().min(1).max(10_000).default(1),
    }),
    async (desk, variables) => ({
      tickets: await desk.list({
        ownOnly: variables.ownOnly,
        status: variables.status ?? null,
        machine: variables.machine ?? null,
        text: variables.text ?? null,
        sort: variables.sort,
        page: variables.page,
        pageSize: ticketListPageSize,
      }),
    }),
  ),
  ticketDetail: operation(z.object({ id }), async (desk, variables) => ({
    ticket: await desk.detail(variables.id),
  })),
  createTicket: operation(
    z.object({
      input: z.object({
        location: formText,
        type: formText,
        concern: formText,
        machine: formText,
        serialNumber: formText,
        subject: formText,
        description: formText,
        attachmentIds,
      }),
    }),
    async (desk, { input }) => {
      const form = validateTicketForm(input);
      if (!form.ok) return invalid(form.problems);
      return {
        change: await desk.create({ draft: form.value, attachmentIds: input.attachmentIds }),
      };
    },
  ),
  commentTicket: operation(
    z.object({ id, text: formText, attachmentIds }),
    async (desk, variables) => {
      const form = validateTicketComment({ text: variables.text });
      if (!form.ok) return invalid(form.problems);
      return {
        change: await desk.comment({
          ticketId: variables.id,
          text: form.value.text,
          attachmentIds: variables.attachmentIds,
        }),
      };
    },
  ),
  closeTicket: operation(
    z.object({ id, reason: formText, comment: formText }),
    async (desk, variables) => {
      const form = validateTicketClosure({ reason: variables.reason, comment: variables.comment });
      if (!form.ok) return invalid(form.problems);
      return {
        change: await desk.close({
          ticketId: variables.id,
          reason: form.value.reason,
          comment: form.value.comment,
        }),
      };
    },
  ),
};

type TicketOperationName = keyof typeof ticketOperations;

const operationNames = Object.keys(ticketOperations) as TicketOperationName[];

/** A proxy call whose operation is known and whose variables are checked, ready to run. */
interface CheckedTicketCall {
  readonly operationName: TicketOperationName;
  /** As sent, for the log line. */
  readonly variables: Readonly<Record<string, unknown>>;
  run(desk: TicketDesk): Promise<Readonly<Record<string, unknown>>>;
}

type TicketCallCheck =
  | { readonly ok: true; readonly call: CheckedTicketCall }
  | { readonly ok: false; readonly error: string };

const bodySchema = z.object({
  operationName: z.string(),
  // GraphQL's habit: an operation without variables may leave them out.
  variables: z.record(z.string(), z.unknown()).nullish(),
});

function isOperationName(name: string): name is TicketOperationName {
  return (operationNames as readonly string[]).includes(name);
}

function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'not valid';
  const path = issue.path.map(String).join('.');
  return path === '' ? issue.message : `${path}: ${issue.message}`;
}

/**
 * Checks a proxy body `{ operationName, variables }`: the operation must be one of the portal's and
 * the variables of its shape. Never throws, whatever the JSON: a bad body is an error text for a
 * 400.
 */
export function checkTicketCall(body: unknown): TicketCallCheck {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    return { ok: false, error: 'The body must be { "operationName": "…", "variables": { … } }' };
  }
  const { operationName } = parsed.data;
  if (!isOperationName(operationName)) {
    return { ok: false, error: `Unknown operation; known are ${operationNames.join(', ')}` };
  }
  const variables = parsed.data.variables ?? {};
  return checkedCall(operationName, variables);
}

function checkedCall(
  name: TicketOperationName,
  variables: Readonly<Record<string, unknown>>,
): TicketCallCheck {
  const operation = ticketOperations[name];
  const checked = operation.variables.safeParse(variables);
  if (!checked.success) {
    return {
      ok: false,
      error: `The variables of ${name} are not valid: ${firstProblem(checked.error)}`,
    };
  }
  // Each operation runs with the variables its own schema checked.
  const run = operation.run as (
    desk: TicketDesk,
    input: unknown,
  ) => Promise<Record<string, unknown>>;
  return {
    ok: true,
    call: { operationName: name, variables, run: (desk) => run(desk, checked.data) },
  };
}
