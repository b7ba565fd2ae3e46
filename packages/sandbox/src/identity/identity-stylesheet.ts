/**
 * The stylesheet of the identity pages, served from the provider's own path so the pages need no
 * inline style. Colours, type and spacing repeat the product's design tokens (`ui/src/styles`).
 */
export const identityStylesheet = `:root {
  --color-ink: #1b1f24;
  --color-ink-muted: #4a5360;
  --color-surface: #ffffff;
  --color-surface-alt: #f2f4f7;
  --color-brand: #003c78;
  --color-brand-contrast: #ffffff;
  --color-focus: #ffbf47;
  --color-error: #b3261e;
  --color-error-surface: #fbeaea;
  --font-body: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  --space-2: 0.5rem;
  --space-3: 1rem;
  --space-4: 1.5rem;
  --space-5: 2.5rem;
  --radius: 4px;
}

*,
*::before,
*::after {
  box-sizing: border-box;
}

body.identity {
  margin: 0;
  min-height: 100vh;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: var(--space-5) var(--space-3);
  font-family: var(--font-body);
  line-height: 1.5;
  color: var(--color-ink);
  background: var(--color-surface-alt);
}

:focus-visible {
  outline: 3px solid var(--color-focus);
  outline-offset: 2px;
}

.identity__panel {
  width: 100%;
  max-width: 26rem;
  padding: var(--space-5) var(--space-4);
  background: var(--color-surface);
  border-top: 4px solid var(--color-brand);
  border-radius: var(--radius);
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.08);
}

.identity__brand {
  margin: 0 0 var(--space-2);
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: var(--color-ink-muted);
}

.identity__title {
  margin: 0 0 var(--space-3);
  font-size: 1.75rem;
  line-height: 1.15;
  color: var(--color-brand);
}

.identity__lead {
  margin: 0 0 var(--space-4);
}

.identity__form {
  display: grid;
  gap: var(--space-3);
  margin: 0 0 var(--space-3);
}

.identity__field {
  display: grid;
  gap: var(--space-2);
}

.identity__field label {
  font-weight: 600;
}

.identity__hint {
  margin: 0;
  font-size: 0.875rem;
  color: var(--color-ink-muted);
}

.identity__field input {
  width: 100%;
  padding: 0.625rem 0.75rem;
  font: inherit;
  color: inherit;
  border: 1px solid var(--color-ink-muted);
  border-radius: var(--radius);
}

.identity__field input[aria-invalid='true'] {
  border-color: var(--color-error);
}

.identity__error {
  margin: 0;
  padding: var(--space-3);
  border-left: 4px solid var(--color-error);
  background: var(--color-error-surface);
  border-radius: var(--radius);
}

.identity__button {
  width: 100%;
  padding: 0.75rem var(--space-3);
  font: inherit;
  font-weight: 600;
  color: var(--color-brand-contrast);
  background: var(--color-brand);
  border: 0;
  border-radius: var(--radius);
  cursor: pointer;
}

.identity__button:hover {
  background: #00305f;
}

.identity__details {
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--space-2) var(--space-3);
  margin: 0 0 var(--space-4);
  padding: var(--space-3);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.875rem;
  background: var(--color-surface-alt);
  border-radius: var(--radius);
  overflow-wrap: anywhere;
}

.identity__details dt {
  font-weight: 600;
}

.identity__details dd {
  margin: 0;
}

.identity__link {
  color: var(--color-brand);
}
`;
