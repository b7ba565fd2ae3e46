/**
 * Spec portal 5: the messages of the ticket forms. Where the spec gives a field no message of its
 * own (ticket type, machine concerned, description, closing reason) it gets the spec's generic
 * input message.
 */
export const ticketMessages = {
  location: 'Please select a location',
  subject: 'Please enter the subject',
  comment: 'Please enter a comment',
  invalid: 'Please enter a valid value',
} as const;
export type TicketMessage = (typeof ticketMessages)[keyof typeof ticketMessages];
