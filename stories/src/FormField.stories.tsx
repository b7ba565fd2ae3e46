import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FieldControlProps } from '@kmx/ui/portal';
import { FormField } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const textInput = (control: FieldControlProps) => (
  <input {...control} className="form-field__input" type="text" name="subject" />
);

const meta = {
  title: 'Portal/FormField',
  component: FormField,
  args: { id: 'ticket-subject', label: 'Subject', error: null, children: textInput },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const WithHint: Story = {
  args: { hint: 'A few words, for example the machine and what went wrong.' },
};

/** The message is tied to the control with `aria-describedby`; the control is `aria-invalid`. */
export const WithError: Story = { args: { error: 'Please enter the subject' } };

export const WithHintAndError: Story = {
  args: {
    hint: 'A few words, for example the machine and what went wrong.',
    error: 'Please enter the subject',
  },
};

export const German: Story = { args: { label: 'Betreff' }, globals: { language: 'de' } };

export const GermanWithHint: Story = {
  args: {
    label: 'Betreff',
    hint: 'Ein paar Worte, zum Beispiel die Maschine und was nicht funktioniert.',
  },
  globals: { language: 'de' },
};

export const GermanWithError: Story = {
  args: { label: 'Betreff', error: 'Bitte geben Sie den Betreff ein' },
  globals: { language: 'de' },
};

export const GermanWithHintAndError: Story = {
  args: {
    label: 'Betreff',
    hint: 'Ein paar Worte, zum Beispiel die Maschine und was nicht funktioniert.',
    error: 'Bitte geben Sie den Betreff ein',
  },
  globals: { language: 'de' },
};
