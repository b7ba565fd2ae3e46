import { routeKinds, type RouteKind } from '@kmx/domain/routing';
import type { ReactNode } from 'react';
import { useMessages } from '../i18n/MessagesProvider';
import { StyleGuideLayout } from '../StyleGuideLayout/StyleGuideLayout';
import { styleGuideSections } from '../StyleGuideLayout/style-guide-sections';
import { ButtonsSection } from './ButtonsSection';
import { ComponentsSection } from './ComponentsSection';
import { EmailLinkGenerator } from '../EmailLinkGenerator/EmailLinkGenerator';
import { ErrorPageSection } from './ErrorPageSection';
import { InputsSection } from './InputsSection';
import { ModulesSection } from './ModulesSection';
import { StyleGuideIndex } from './StyleGuideIndex';
import { TypographySection } from './TypographySection';

export interface StyleGuidePageProps {
  readonly section: RouteKind;
}

function sectionContent(section: RouteKind): ReactNode {
  switch (section) {
    case routeKinds.styleGuideButtons:
      return <ButtonsSection />;
    case routeKinds.styleGuideComponents:
      return <ComponentsSection />;
    case routeKinds.styleGuideInputs:
      return <InputsSection />;
    case routeKinds.styleGuideModules:
      return <ModulesSection />;
    case routeKinds.styleGuideTypography:
      return <TypographySection />;
    case routeKinds.styleGuideErrorPage:
      return <ErrorPageSection />;
    case routeKinds.styleGuideEmailLinks:
      return <EmailLinkGenerator />;
    default:
      return <StyleGuideIndex />;
  }
}

/** The style-guide pages of spec 2.1, in their own layout: one page per section. */
export function StyleGuidePage({ section }: StyleGuidePageProps) {
  const messages = useMessages();
  const entry = styleGuideSections.find((one) => one.kind === section);
  const shown = entry === undefined || entry.kind === routeKinds.styleGuide ? null : entry;
  return (
    <StyleGuideLayout section={shown?.kind ?? routeKinds.styleGuide}>
      <h1 className="style-guide-page__title">
        {shown === null ? messages['furniture.styleGuide.title'] : messages[shown.label]}
      </h1>
      {sectionContent(shown?.kind ?? routeKinds.styleGuide)}
    </StyleGuideLayout>
  );
}
