import type { PortalScreenContext } from '../PortalScreenContext';
import { useScreenTitle } from '../use-screen-title';

/** An address under `/mykomax` that is no screen of the portal. */
export function NotFoundScreen({ portal }: { portal: PortalScreenContext }) {
  const { messages } = portal;
  useScreenTitle(portal, messages['portal.app.title.notFound']);
  return (
    <section className="portal-coming" aria-labelledby="kmx-portal-not-found-title">
      <h1 id="kmx-portal-not-found-title">{messages['portal.app.title.notFound']}</h1>
      <p>{messages['portal.app.notFound.text']}</p>
      <p>
        <a href={`/${portal.view.localeCode}/mykomax`}>
          {messages['portal.services.backToDashboard']}
        </a>
      </p>
    </section>
  );
}
