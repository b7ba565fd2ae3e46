import { ErrorPage } from '../ErrorPage/ErrorPage';

/** The error page of spec 2.6, as visitors see it. */
export function ErrorPageSection() {
  return (
    <div className="style-guide-example style-guide-example--page">
      <ErrorPage homeHref="/en" />
    </div>
  );
}
