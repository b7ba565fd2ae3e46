import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageTreeFilters } from '@kmx/ui/editor';
import { withEditorMessages } from './with-editor-messages';

const nothing = () => undefined;

const needs = [
  { language: 'de', count: 4 },
  { language: 'fr', count: 12 },
  { language: 'ja', count: 1 },
];

const meta = {
  title: 'Editor/PageTreeFilters',
  component: PageTreeFilters,
  decorators: [withEditorMessages],
  args: { filter: { state: null, needs: null }, needs, language: 'en', onChange: nothing },
} satisfies Meta<typeof PageTreeFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Any: Story = {};

export const ByState: Story = { args: { filter: { state: 'InProgress', needs: null } } };

export const NeedsFrench: Story = { args: { filter: { state: null, needs: 'fr' } } };

/** A language from the address that no page needs still shows, with 0. */
export const NeedsUnlistedLanguage: Story = { args: { filter: { state: null, needs: 'cs' } } };

export const NoTargetLanguages: Story = { args: { needs: [] } };

const german = { language: 'de' } as const;

export const AnyGerman: Story = { args: { language: 'de' }, globals: german };

export const NeedsFrenchGerman: Story = {
  args: { language: 'de', filter: { state: 'MarkedForTranslation', needs: 'fr' } },
  globals: german,
};
