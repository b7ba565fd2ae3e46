import { routeKinds, type RouteKind } from '@kmx/domain/routing';
import type { MessageKey } from '../i18n/Messages';
import { useMessages } from '../i18n/MessagesProvider';
import { styleGuideSections } from '../StyleGuideLayout/style-guide-sections';

const about: Partial<Record<RouteKind, MessageKey>> = {
  [routeKinds.styleGuideButtons]: 'styleGuide.buttons.about',
  [routeKinds.styleGuideComponents]: 'styleGuide.components.about',
  [routeKinds.styleGuideInputs]: 'styleGuide.inputs.about',
  [routeKinds.styleGuideModules]: 'styleGuide.modules.about',
  [routeKinds.styleGuideTypography]: 'styleGuide.typography.about',
  [routeKinds.styleGuideErrorPage]: 'styleGuide.errorPage.about',
  [routeKinds.styleGuideEmailLinks]: 'styleGuide.emailLinks.about',
};

/** The style guide's start page: every section with what it shows. */
export function StyleGuideIndex() {
  const messages = useMessages();
  return (
    <>
      <p className="style-guide-page__intro">{messages['styleGuide.intro']}</p>
      <ul className="style-guide-index">
        {styleGuideSections.flatMap((section) => {
          const text = about[section.kind];
          return text === undefined
            ? []
            : [
                <li key={section.kind} className="style-guide-index__item">
                  <a className="style-guide-index__link" href={section.path}>
                    {messages[section.label]}
                  </a>
                  <p className="style-guide-index__about">{messages[text]}</p>
                </li>,
              ];
        })}
      </ul>
    </>
  );
}
