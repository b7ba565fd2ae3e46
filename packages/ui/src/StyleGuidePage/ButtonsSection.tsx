import { useMessages } from '../i18n/MessagesProvider';

const variants = [
  { className: 'button button--primary', label: 'styleGuide.buttons.primary' },
  { className: 'button button--secondary', label: 'styleGuide.buttons.secondary' },
  { className: 'button button--link', label: 'styleGuide.buttons.link' },
] as const;

/** Every button variant, enabled and disabled. */
export function ButtonsSection() {
  const messages = useMessages();
  return (
    <div className="style-guide-grid">
      {[false, true].map((disabled) => (
        <section key={String(disabled)} className="style-guide-example">
          <h2>
            {disabled
              ? messages['styleGuide.buttons.disabled']
              : messages['styleGuide.buttons.enabled']}
          </h2>
          <div className="style-guide-example__row">
            {variants.map((variant) => (
              <button
                key={variant.label}
                type="button"
                className={variant.className}
                disabled={disabled}
              >
                {messages[variant.label]}
              </button>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
