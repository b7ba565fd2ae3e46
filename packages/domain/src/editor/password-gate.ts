/** Spec public-site 5: the message of a password gate left empty. */
export const passwordGateMessage = 'Please enter a password';

/** The message to show for the entered password, or `null` when there is one to check. */
export function passwordGateError(input: string): string | null {
  // A password of spaces only is taken as none: it is almost always a slip.
  return input.trim() === '' ? passwordGateMessage : null;
}
