import type { FormOutcomeView } from '@kmx/domain/view';
import { ContactForm } from './ContactForm';
import { useFormMessages } from './form-messages';
import type { FormMessageKey } from './forms-texts';
import { LicenceRequestForm } from './LicenceRequestForm';
import type { FormState } from './VisitorForm';
import { WhitepaperForm } from './WhitepaperForm';

const headings: Readonly<Record<FormOutcomeView['form'], FormMessageKey>> = {
  contact: 'furniture.contact.heading',
  'licence-request': 'forms.licenceRequest.title',
  whitepaper: 'forms.whitepaper.title',
};

function textOf(value: string | boolean | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The form of the outcome, where the visitor left it: what they typed, its errors, its outcome. */
function OutcomeForm({ view }: { readonly view: FormOutcomeView }) {
  const initial: Partial<FormState> = {
    values: view.values,
    errors: view.errors,
    status: view.outcome === 'sent' ? 'sent' : view.outcome === 'refused' ? 'failed' : 'editing',
    downloadUrl: view.downloadUrl,
    failure: view.message,
  };
  const shared = {
    language: view.language,
    initial,
    formStarted: view.formStarted,
    page: view.returnTo,
  };
  switch (view.form) {
    case 'contact':
      return <ContactForm {...shared} product={textOf(view.values['product'])} />;
    case 'licence-request':
      return <LicenceRequestForm {...shared} />;
    case 'whitepaper':
      return (
        <WhitepaperForm
          {...shared}
          whitepaper={{ id: textOf(view.values['whitepaper']) ?? '', title: null }}
        />
      );
    default:
      return view.form satisfies never;
  }
}

/**
 * The answer to a form sent without JavaScript (issue 19): the success message with a link back
 * (and the whitepaper's download link), or the form again with what was typed and its errors, or
 * why it was refused. With the script, the form on it is enhanced like any other.
 */
export function FormOutcomePage({ view }: { readonly view: FormOutcomeView }) {
  const messages = useFormMessages(view.language);
  return (
    <article className="form-outcome">
      <h1 className="form-outcome__title">{messages[headings[view.form]]}</h1>
      <OutcomeForm view={view} />
      <p className="form-outcome__back">
        <a href={view.returnTo}>{messages['forms.outcome.back']}</a>
      </p>
    </article>
  );
}
