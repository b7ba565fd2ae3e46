import { useId } from 'react';
import { useMessages } from '../i18n/MessagesProvider';
import { PasswordGatePage } from '../PasswordGatePage/PasswordGatePage';

function TextField({ invalid }: { readonly invalid: boolean }) {
  const messages = useMessages();
  const id = useId();
  return (
    <div className={`form-field${invalid ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={`${id}-input`}>
        {messages['styleGuide.inputs.textLabel']}
      </label>
      <input
        className="form-field__input"
        id={`${id}-input`}
        type="text"
        defaultValue={invalid ? '%%%' : 'Cablecraft AG'}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error ${id}-hint` : `${id}-hint`}
      />
      <p className="form-field__hint" id={`${id}-hint`}>
        {messages['styleGuide.inputs.textHint']}
      </p>
      {invalid && (
        <p className="form-field__error" id={`${id}-error`}>
          {messages['styleGuide.inputs.invalidValue']}
        </p>
      )}
    </div>
  );
}

function SelectField({ invalid }: { readonly invalid: boolean }) {
  const messages = useMessages();
  const id = useId();
  return (
    <div className={`form-field${invalid ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={`${id}-select`}>
        {messages['styleGuide.inputs.selectLabel']}
      </label>
      <select
        className="form-field__input"
        id={`${id}-select`}
        defaultValue={invalid ? '' : 'cutting'}
        aria-invalid={invalid}
        {...(invalid && { 'aria-describedby': `${id}-error` })}
      >
        <option value="">{messages['styleGuide.inputs.selectPlaceholder']}</option>
        <option value="cutting">{messages['styleGuide.inputs.selectCutting']}</option>
        <option value="crimping">{messages['styleGuide.inputs.selectCrimping']}</option>
        <option value="testing">{messages['styleGuide.inputs.selectTesting']}</option>
      </select>
      {invalid && (
        <p className="form-field__error" id={`${id}-error`}>
          {messages['styleGuide.inputs.invalidValue']}
        </p>
      )}
    </div>
  );
}

function CheckboxField({ invalid }: { readonly invalid: boolean }) {
  const messages = useMessages();
  const id = useId();
  return (
    <div className={`form-field form-field--checkbox${invalid ? ' form-field--invalid' : ''}`}>
      <input
        className="form-field__checkbox"
        id={`${id}-checkbox`}
        type="checkbox"
        defaultChecked={!invalid}
        aria-invalid={invalid}
        {...(invalid && { 'aria-describedby': `${id}-error` })}
      />
      <label className="form-field__label" htmlFor={`${id}-checkbox`}>
        {messages['styleGuide.inputs.checkboxLabel']}
      </label>
      {invalid && (
        <p className="form-field__error" id={`${id}-error`}>
          {messages['styleGuide.inputs.checkboxRequired']}
        </p>
      )}
    </div>
  );
}

/**
 * Text field, select and checkbox, each valid and with its message (spec public-site 5: "Please
 * enter a valid value", "Please select the checkbox to continue"), and the password gate.
 */
export function InputsSection() {
  const messages = useMessages();
  return (
    <>
      <div className="style-guide-grid">
        {[false, true].map((invalid) => (
          <section key={String(invalid)} className="style-guide-example">
            <h2>
              {invalid
                ? messages['styleGuide.inputs.invalid']
                : messages['styleGuide.inputs.valid']}
            </h2>
            <TextField invalid={invalid} />
            <SelectField invalid={invalid} />
            <CheckboxField invalid={invalid} />
          </section>
        ))}
      </div>
      <section className="style-guide-example">
        <h2>{messages['styleGuide.inputs.passwordGate']}</h2>
        <PasswordGatePage
          pageTitle="Internal downloads"
          formAction="#"
          error={messages['passwordGate.empty']}
          focusOnError={false}
        />
      </section>
    </>
  );
}
