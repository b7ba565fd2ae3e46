import { demoSignIn, demoUsers, sandboxIdentityIssuerPath } from '@kmx/sandbox';

/**
 * The ID token of a demo user, signed in at the embedded identity provider of a started server
 * (`origin` is the one it names itself by, `http://localhost:{port}`), as the portal signs in.
 */
export async function demoIdToken(origin: string, subject: string): Promise<string> {
  const user = demoUsers.find((candidate) => candidate.subject === subject);
  if (user === undefined) throw new Error(`No demo user ${subject}`);
  const tokens = await demoSignIn({
    issuer: `${origin}${sandboxIdentityIssuerPath}`,
    clientId: 'kmx-portal',
    redirectUri: `${origin}/en/callback`,
    user,
  });
  return tokens.idToken;
}
