import { useFormMessages } from './form-messages';
import { checkerFor } from './check-form';
import { licenceRequestFields } from './form-fields';
import type { FormState } from './VisitorForm';
import { VisitorForm } from './VisitorForm';

export interface LicenceRequestFormProps {
  readonly language: string;
  readonly initial?: Partial<FormState>;
  readonly formStarted?: string;
  /** The page the form belongs to, when not the address shown (an outcome page's). */
  readonly page?: string;
}

const checkLicenceRequest = checkerFor('licence-request');

/**
 * The open-source licence request (spec portal 5): every field required with the spec's messages;
 * a failure reads "Something went wrong, verify the input and try again" (spec portal 8).
 */
export function LicenceRequestForm({
  language,
  initial,
  formStarted,
  page,
}: LicenceRequestFormProps) {
  const messages = useFormMessages(language);
  return (
    <VisitorForm
      form="licence-request"
      fields={licenceRequestFields}
      check={checkLicenceRequest}
      submitLabel="forms.licenceRequest.submit"
      sentText={messages['forms.sent.licenceRequest']}
      failedText={messages['forms.failed.licenceRequest']}
      language={language}
      {...(initial === undefined ? {} : { initial })}
      {...(formStarted === undefined ? {} : { formStarted })}
      {...(page === undefined ? {} : { page })}
    />
  );
}
