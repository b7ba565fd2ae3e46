/** Texts of the editor area: the password form. English. */
export const editorSignInEn = {
  'editor.signIn.title': 'Sign in to the editor area',
  'editor.signIn.intro': 'Enter the editor password to see the pages and their translation.',
  'editor.signIn.password': 'Password',
  'editor.signIn.hint': 'You stay signed in on this browser for 90 days, until you sign out.',
  'editor.signIn.submit': 'Sign in',
  'editor.signIn.busy': 'Signing in…',
  'editor.signIn.problems': 'There is a problem',
  'editor.signIn.errorPrefix': 'Error:',
  // Spec public-site 5: the password gate's message.
  'editor.signIn.empty': 'Please enter a password',
  // Spec public-site 5: the wrong-password flag.
  'editor.signIn.wrong': 'The password is not correct. Please check it and try again.',
  'editor.signIn.limited.one': 'Too many attempts. Try again in 1 minute.',
  'editor.signIn.limited.other': 'Too many attempts. Try again in {minutes} minutes.',
  'editor.signIn.failed': 'Sorry, signing in did not work. Please try again.',
} as const;
