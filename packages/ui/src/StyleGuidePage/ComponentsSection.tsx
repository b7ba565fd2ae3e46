import { type FlashMessageType } from '@kmx/domain/content';
import { breadcrumbTrail } from '@kmx/domain/navigation';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { FlashMessage } from '../FlashMessage/FlashMessage';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';

const flashTypes: readonly FlashMessageType[] = ['info', 'success', 'error'];

const exampleTrail = breadcrumbTrail({ title: 'Home', route: '/en' }, [
  { title: 'Company', url: '/en/company', breadcrumbOverride: null },
  { title: 'History', url: '/en/company/history', breadcrumbOverride: null },
  { title: 'Milestones', url: '/en/company/history/milestones', breadcrumbOverride: null },
]);

/** Flash messages of every type (static, so they stay) and a breadcrumb trail. */
export function ComponentsSection() {
  const messages = useMessages();
  return (
    <>
      <section className="style-guide-example">
        <h2>{messages['styleGuide.components.flashMessages']}</h2>
        {flashTypes.map((type) => (
          <FlashMessage
            key={type}
            message={{
              type,
              static: true,
              title: format(messages['styleGuide.components.flashTitle'], { type }),
              text: format(messages['styleGuide.components.flashText'], { type }),
            }}
          />
        ))}
      </section>
      <section className="style-guide-example">
        <h2>{messages['styleGuide.components.breadcrumbs']}</h2>
        <Breadcrumbs trail={exampleTrail} />
      </section>
    </>
  );
}
