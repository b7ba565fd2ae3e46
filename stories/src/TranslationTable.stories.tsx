import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PageTranslation } from '@kmx/domain/content';
import { TranslationTable } from '@kmx/ui/editor';
import { withEditorMessages } from './with-editor-messages';

// German source, edited after the French export: French shows "source changed since export".
const company: PageTranslation = {
  sourceLanguage: 'de',
  sourceEditedAt: '2026-02-01T10:00:00Z',
  targets: [
    {
      id: 't-en',
      language: 'en',
      translationState: 'Translated',
      exportedAt: '2026-02-05T08:00:00Z',
      importedAt: '2026-02-12T16:30:00Z',
    },
    {
      id: 't-fr',
      language: 'fr',
      translationState: 'MarkedForTranslation',
      exportedAt: '2026-01-10T08:15:00Z',
      importedAt: null,
    },
    {
      id: 't-it',
      language: 'it',
      translationState: 'InProgress',
      exportedAt: '2026-02-03T09:30:00Z',
      importedAt: null,
    },
  ],
};

const notExported: PageTranslation = {
  ...company,
  targets: company.targets.map((target) => ({
    ...target,
    translationState: 'MarkedForTranslation',
    exportedAt: null,
    importedAt: null,
  })),
};

const meta = {
  title: 'Editor/TranslationTable',
  component: TranslationTable,
  decorators: [withEditorMessages],
  // A fixed zone: the dates read the same on every machine.
  args: { translation: company, language: 'en', timeZone: 'Europe/Zurich' },
} satisfies Meta<typeof TranslationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MixedStates: Story = {};

export const NothingExportedYet: Story = { args: { translation: notExported } };

export const NoTargets: Story = { args: { translation: { ...company, targets: [] } } };

const german = { language: 'de' } as const;

export const MixedStatesGerman: Story = { args: { language: 'de' }, globals: german };

export const NothingExportedYetGerman: Story = {
  args: { translation: notExported, language: 'de' },
  globals: german,
};
