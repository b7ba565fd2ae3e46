import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorSummary } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/ErrorSummary',
  component: ErrorSummary,
  args: {
    problems: [{ fieldId: 'ticket-subject', text: 'Please enter the subject' }],
    focusKey: 1,
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One problem, linked to its field. */
export const OneProblem: Story = {};

/** Several problems; the last concerns the whole form and is not a link. */
export const SeveralProblems: Story = {
  args: {
    problems: [
      { fieldId: 'ticket-subject', text: 'Please enter the subject' },
      { fieldId: 'ticket-description', text: 'Describe the problem in at most 4000 characters' },
      { fieldId: null, text: 'The ticket could not be sent. Try again later.' },
    ],
  },
};

export const German: Story = {
  args: { problems: [{ fieldId: 'ticket-subject', text: 'Bitte geben Sie den Betreff ein' }] },
  globals: { language: 'de' },
};

export const GermanSeveralProblems: Story = {
  args: {
    problems: [
      { fieldId: 'ticket-subject', text: 'Bitte geben Sie den Betreff ein' },
      {
        fieldId: 'ticket-description',
        text: 'Beschreiben Sie das Problem in höchstens 4000 Zeichen',
      },
      {
        fieldId: null,
        text: 'Das Ticket konnte nicht gesendet werden. Versuchen Sie es später erneut.',
      },
    ],
  },
  globals: { language: 'de' },
};
