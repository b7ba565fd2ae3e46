export interface ErrorPageProps {
  readonly homeHref: string;
}

/** Spec public-site 2.6. */
export function ErrorPage({ homeHref }: ErrorPageProps) {
  return (
    <article className="error-page">
      <a href={homeHref}>Home</a>
    </article>
  );
}
