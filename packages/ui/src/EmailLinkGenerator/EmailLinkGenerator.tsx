import { mailtoLink } from '@kmx/domain/text';
import { useId, useState } from 'react';
import { useMessages } from '../i18n/MessagesProvider';

export interface EmailLinkGeneratorProps {
  readonly initial?: { readonly to: string; readonly subject: string; readonly body: string };
}

const emptyFields = { to: '', subject: '', body: '' };

/** A tool for editors: builds a mailto link with subject and text, updated as they type. */
export function EmailLinkGenerator({ initial = emptyFields }: EmailLinkGeneratorProps) {
  const messages = useMessages();
  const id = useId();
  const [fields, setFields] = useState(initial);
  const link = mailtoLink(fields);
  return (
    <div className="email-links">
      <p className="email-links__hint">{messages['styleGuide.emailLinks.hint']}</p>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-to`}>
          {messages['styleGuide.emailLinks.address']}
        </label>
        <input
          className="form-field__input"
          id={`${id}-to`}
          type="email"
          multiple
          value={fields.to}
          onChange={(event) => setFields({ ...fields, to: event.target.value })}
        />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-subject`}>
          {messages['styleGuide.emailLinks.subject']}
        </label>
        <input
          className="form-field__input"
          id={`${id}-subject`}
          type="text"
          value={fields.subject}
          onChange={(event) => setFields({ ...fields, subject: event.target.value })}
        />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-body`}>
          {messages['styleGuide.emailLinks.body']}
        </label>
        <textarea
          className="form-field__input"
          id={`${id}-body`}
          rows={5}
          value={fields.body}
          onChange={(event) => setFields({ ...fields, body: event.target.value })}
        />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-result`}>
          {messages['styleGuide.emailLinks.result']}
        </label>
        <textarea
          className="form-field__input email-links__result"
          id={`${id}-result`}
          rows={3}
          readOnly
          value={link}
        />
      </div>
      <a className="button button--secondary" href={link}>
        {messages['styleGuide.emailLinks.try']}
      </a>
    </div>
  );
}
