import type { Meta, StoryObj } from '@storybook/react-vite';
import { TranslationStateChip } from '@kmx/ui/editor';
import { withEditorMessages } from './with-editor-messages';

const meta = {
  title: 'Editor/TranslationStateChip',
  component: TranslationStateChip,
  decorators: [withEditorMessages],
  args: { state: 'Translated' },
} satisfies Meta<typeof TranslationStateChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Translated: Story = {};

export const InProgress: Story = { args: { state: 'InProgress' } };

export const MarkedForTranslation: Story = { args: { state: 'MarkedForTranslation' } };

export const NoTargets: Story = { args: { state: 'NoTargets' } };

export const GermanTranslated: Story = { globals: { language: 'de' } };

export const GermanInProgress: Story = {
  args: { state: 'InProgress' },
  globals: { language: 'de' },
};

export const GermanMarkedForTranslation: Story = {
  args: { state: 'MarkedForTranslation' },
  globals: { language: 'de' },
};

export const GermanNoTargets: Story = { args: { state: 'NoTargets' }, globals: { language: 'de' } };
