import { contactReplyHours } from '@kmx/domain/policies';
import { format } from '../i18n/format';
import { useFormMessages } from './form-messages';
import { checkerFor } from './check-form';
import { contactFields } from './form-fields';
import type { FormState } from './VisitorForm';
import { VisitorForm } from './VisitorForm';

export interface ContactFormProps {
  readonly language: string;
  /** The product's name when the panel was opened from a product page; it goes with the request. */
  readonly product?: string | null;
  readonly initial?: Partial<FormState>;
  readonly formStarted?: string;
  /** The page the form belongs to, when not the address shown (an outcome page's). */
  readonly page?: string;
}

const checkContact = checkerFor('contact');

/** "Talk to an Expert" (spec public-site 2.5): the contact panel's form. */
export function ContactForm({
  language,
  product = null,
  initial,
  formStarted,
  page,
}: ContactFormProps) {
  const messages = useFormMessages(language);
  return (
    <VisitorForm
      form="contact"
      fields={contactFields}
      check={checkContact}
      submitLabel="forms.contact.submit"
      sentText={format(messages['forms.sent.contact'], { hours: String(contactReplyHours) })}
      failedText={messages['forms.failed.text']}
      language={language}
      {...(product === null ? {} : { hidden: { product } })}
      {...(initial === undefined ? {} : { initial })}
      {...(formStarted === undefined ? {} : { formStarted })}
      {...(page === undefined ? {} : { page })}
    >
      {product !== null && (
        <p className="visitor-form__regarding">
          {format(messages['forms.contact.regarding'], { product })}
        </p>
      )}
    </VisitorForm>
  );
}
