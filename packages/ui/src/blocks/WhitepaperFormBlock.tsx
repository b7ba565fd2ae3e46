import { WhitepaperForm } from '../forms/WhitepaperForm';
import { useFormMessages } from '../forms/form-messages';
import { useBlockLanguage } from './block-language';
import type { BlockRendererProps } from './BlockRegistry';
import { FormBlockHeading } from './FormBlockHeading';

/** The whitepaper download form, placed on a page by its editors; it names its whitepaper. */
export function WhitepaperFormBlock({ block }: BlockRendererProps<'WhitepaperForm'>) {
  const language = useBlockLanguage();
  const messages = useFormMessages(language);
  return (
    <section className="block block-form">
      <FormBlockHeading
        blockId={block.id}
        title={block.title}
        fallbackTitle={messages['forms.whitepaper.title']}
        intro={block.intro}
      />
      <WhitepaperForm language={language} whitepaper={block.whitepaper} />
    </section>
  );
}
