import { format } from '../i18n/format';
import { useFormMessages } from './form-messages';
import { checkerFor } from './check-form';
import { whitepaperFields } from './form-fields';
import type { FormState } from './VisitorForm';
import { VisitorForm } from './VisitorForm';

export interface WhitepaperFormProps {
  readonly language: string;
  /** The whitepaper the form is for; its id goes with the request, never a file's address. */
  readonly whitepaper: { readonly id: string; readonly title: string | null };
  readonly initial?: Partial<FormState>;
  readonly formStarted?: string;
  /** The page the form belongs to, when not the address shown (an outcome page's). */
  readonly page?: string;
}

const checkWhitepaper = checkerFor('whitepaper');

/**
 * The whitepaper download: contact fields and consent; once the server took the form the
 * whitepaper downloads through the signed, expiring address it answered with.
 */
export function WhitepaperForm({
  language,
  whitepaper,
  initial,
  formStarted,
  page,
}: WhitepaperFormProps) {
  const messages = useFormMessages(language);
  return (
    <VisitorForm
      form="whitepaper"
      fields={whitepaperFields}
      check={checkWhitepaper}
      submitLabel="forms.whitepaper.submit"
      sentText={messages['forms.sent.whitepaper']}
      failedText={messages['forms.failed.text']}
      language={language}
      hidden={{ whitepaper: whitepaper.id }}
      {...(initial === undefined ? {} : { initial })}
      {...(formStarted === undefined ? {} : { formStarted })}
      {...(page === undefined ? {} : { page })}
    >
      {whitepaper.title !== null && (
        <p className="visitor-form__regarding">
          {format(messages['forms.whitepaper.named'], { title: whitepaper.title })}
        </p>
      )}
    </VisitorForm>
  );
}
