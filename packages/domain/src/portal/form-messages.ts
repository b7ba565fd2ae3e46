import { passwordGateMessage } from '../editor/password-gate';
import { ticketMessages } from './ticket-messages';

/**
 * Spec portal 5: the messages of the forms outside the ticket forms, verbatim. Where the spec
 * shows none (last name, organization, upload) the message follows the pattern of its neighbours;
 * docs/domain-choices.md lists these choices.
 */
export const formMessages = {
  /** Generic input error. */
  invalid: ticketMessages.invalid,
  /** Generic checkbox error. */
  checkbox: 'Please select the checkbox to continue',
  email: 'Please provide a valid email address',
  firstName: 'Please enter your first name',
  /** Not shown in the spec: the first name's wording. */
  lastName: 'Please enter your last name',
  company: 'Please enter the company you work for',
  country: "Please enter the country you're in",
  product: 'Please specify the product your request regards',
  serialNumber: 'Please enter the serial number of your product',
  details: 'Please add some more details',
  password: passwordGateMessage,
  /** Not shown in the spec. */
  organization: 'Please select an organization',
  /** Not shown in the spec. */
  uploadKind: 'Please choose an image or a video',
  /** Not shown in the spec. */
  uploadSize: 'Please choose a file of at most 100 MB',
} as const;

export type FormMessage = (typeof formMessages)[keyof typeof formMessages];
