import { format } from '@kmx/ui';
import type { PortalScreenContext } from '../PortalScreenContext';
import { useScreenTitle } from '../use-screen-title';

/**
 * Account settings and user administration come with the next issue: until then their addresses
 * say so, with the way back, instead of an empty page.
 */
export function ComingScreen({
  portal,
  section,
}: {
  portal: PortalScreenContext;
  section: 'account' | 'userAdmin';
}) {
  const { messages } = portal;
  const name = messages[`portal.app.title.${section}`];
  useScreenTitle(portal, name);
  return (
    <section className="portal-coming" aria-labelledby="kmx-portal-coming-title">
      <h1 id="kmx-portal-coming-title">
        {format(messages['portal.app.coming.title'], { section: name })}
      </h1>
      <p>{messages['portal.app.coming.text']}</p>
      <p>
        <a href={`/${portal.view.localeCode}/mykomax`}>
          {messages['portal.services.backToDashboard']}
        </a>
      </p>
    </section>
  );
}
