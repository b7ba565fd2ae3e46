import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormOutcomeView } from '@kmx/domain/view';
import { FormOutcomePage } from '@kmx/ui';

const invalid: FormOutcomeView = {
  kind: 'form-outcome',
  language: 'en',
  homeHref: '/en',
  form: 'licence-request',
  outcome: 'invalid',
  values: { email: 'ada@example', firstName: 'Ada', company: 'Analytical Engines' },
  errors: {
    email: 'Please provide a valid email address',
    lastName: 'Please enter your last name',
  },
  message: null,
  returnTo: '/en/open-source-licences',
  downloadUrl: null,
  formStarted: 'fs1.example',
};

const meta = {
  title: 'Forms/FormOutcomePage',
  component: FormOutcomePage,
  args: { view: invalid },
} satisfies Meta<typeof FormOutcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const sent: FormOutcomeView = { ...invalid, outcome: 'sent', values: {}, errors: {} };
const refused: FormOutcomeView = {
  ...invalid,
  form: 'contact',
  outcome: 'refused',
  errors: {},
  values: { name: 'Grace Hopper', product: 'Zeta 640', message: 'Which machine?' },
  message: 'Too many forms were sent from your address. Please try again in a few minutes.',
};
const whitepaperSent: FormOutcomeView = {
  ...sent,
  form: 'whitepaper',
  downloadUrl: '/api/forms/whitepaper/download/example',
};

/** Sent without JavaScript with a field to correct: the form again, nothing typed lost. */
export const FieldErrors: Story = {};
export const Sent: Story = { args: { view: sent } };
export const WhitepaperSent: Story = { args: { view: whitepaperSent } };
export const Refused: Story = { args: { view: refused } };

const german = { globals: { language: 'de' } };
export const FieldErrorsGerman: Story = {
  ...german,
  args: { view: { ...invalid, language: 'de', returnTo: '/de/open-source-licences' } },
};
export const SentGerman: Story = { ...german, args: { view: { ...sent, language: 'de' } } };
export const WhitepaperSentGerman: Story = {
  ...german,
  args: { view: { ...whitepaperSent, language: 'de' } },
};
export const RefusedGerman: Story = {
  ...german,
  args: {
    view: {
      ...refused,
      language: 'de',
      message: 'Von Ihrer Adresse wurden zu viele Formulare gesendet.',
    },
  },
};
