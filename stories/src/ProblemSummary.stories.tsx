import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProblemSummary, type ProblemSummaryProps } from '@kmx/ui';
import { formsTextsFor } from '@kmx/ui/examples';

/** The summary as the site's forms fill it, in the forms area's texts of a language. */
function summaryIn(language: 'en' | 'de', problems: 'fields' | 'form'): ProblemSummaryProps {
  const texts = formsTextsFor(language);
  return {
    title: texts['forms.errors.title'],
    block: 'form-summary',
    focusKey: 1,
    problems:
      problems === 'fields'
        ? [
            { fieldId: 'story-email', text: texts['forms.problem.email'] },
            { fieldId: 'story-last-name', text: texts['forms.problem.lastName'] },
          ]
        : [{ fieldId: null, text: texts['forms.failed.text'] }],
  };
}

const meta = {
  title: 'Forms/ProblemSummary',
  component: ProblemSummary,
  args: summaryIn('en', 'fields'),
  decorators: [
    // The fields the summary links to, so its links have somewhere to go.
    (Story, context) => {
      const texts = formsTextsFor(String(context.globals['language'] ?? 'en'));
      return (
        <div className="form">
          <Story />
          <p>
            <label htmlFor="story-email">{texts['forms.field.email']}</label>{' '}
            <input id="story-email" type="email" />
          </p>
          <p>
            <label htmlFor="story-last-name">{texts['forms.field.lastName']}</label>{' '}
            <input id="story-last-name" />
          </p>
        </div>
      );
    },
  ],
} satisfies Meta<typeof ProblemSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FieldProblems: Story = {};

/** A problem of the whole form has no field to link to. */
export const FormProblem: Story = { args: summaryIn('en', 'form') };

/** The portal's look: the same summary with the portal area's class. */
export const InThePortal: Story = { args: { block: 'error-summary' } };

/** No problems: nothing is drawn. */
export const NoProblems: Story = { args: { problems: [] } };

const german = { language: 'de' } as const;

export const FieldProblemsGerman: Story = { args: summaryIn('de', 'fields'), globals: german };

export const FormProblemGerman: Story = { args: summaryIn('de', 'form'), globals: german };
