import type { AddressParameters } from './address-text';
import { addressSearch, addressText } from './address-text';

/** The longest machine name or serial number a prefill carries. */
const maxLength = 100;

/** What the new-ticket form starts with when opened from a machine. */
export interface TicketPrefill {
  readonly machine: string | null;
  readonly serialNumber: string | null;
}

/**
 * Spec portal 5: the ticket form's optional machine name and serial number. A ticket opened from a machine of the inventory (`/tickets/newticket?machine=…&serial=…`)
 * starts with its name and serial number: trimmed, control characters removed, at most 100
 * characters each; any other parameter is ignored, so a link cannot fill in the subject or the
 * description behind the customer's back.
 *
 * @usedBy issue 16, customer portal part 1
 */
export function ticketPrefill(params: AddressParameters): TicketPrefill {
  return {
    machine: addressText(params.get('machine'), maxLength),
    serialNumber: addressText(params.get('serial'), maxLength),
  };
}

/**
 * The new-ticket address's search for a machine (`?machine=…&serial=…`), the inventory's
 * "Create a ticket for this machine" link.
 *
 * @usedBy issue 16, customer portal part 1
 */
export function ticketPrefillSearch(prefill: TicketPrefill): string {
  return addressSearch([
    ['machine', prefill.machine],
    ['serial', prefill.serialNumber],
  ]);
}
