export interface PasswordGatePageProps {
  readonly pageTitle: string;
  readonly formAction: string;
  readonly error: string | null;
}

/** Spec public-site 2.3: the password gate in front of a protected page. */
export function PasswordGatePage({ pageTitle, formAction }: PasswordGatePageProps) {
  return (
    <form method="post" action={formAction}>
      <h1>{pageTitle}</h1>
    </form>
  );
}
