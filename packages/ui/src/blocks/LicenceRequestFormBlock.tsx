import { LicenceRequestForm } from '../forms/LicenceRequestForm';
import { useFormMessages } from '../forms/form-messages';
import { useBlockLanguage } from './block-language';
import type { BlockRendererProps } from './BlockRegistry';
import { FormBlockHeading } from './FormBlockHeading';

/** The open-source licence request form, placed on a page by its editors (spec portal 5). */
export function LicenceRequestFormBlock({ block }: BlockRendererProps<'LicenceRequestForm'>) {
  const language = useBlockLanguage();
  const messages = useFormMessages(language);
  return (
    <section className="block block-form">
      <FormBlockHeading
        blockId={block.id}
        title={block.title}
        fallbackTitle={messages['forms.licenceRequest.title']}
        intro={block.intro}
      />
      <LicenceRequestForm language={language} />
    </section>
  );
}
