import type { Meta, StoryObj } from '@storybook/react-vite';
import { DraftPreview, type PreviewPage } from '@kmx/ui/editor';
import { withEditorMessages } from './with-editor-messages';

const nothing = () => undefined;

const draftCompany: PreviewPage = {
  title: 'Unternehmen – neu gefasst',
  description: 'Wer wir sind und wofür wir stehen.',
  blocks: [
    {
      id: 'b1',
      kind: 'text',
      html: '<h2>Geschichte</h2><p>Seit <strong>1975</strong> entwickeln wir Maschinen für die Kabelverarbeitung.</p><ul><li>Gegründet in Dierikon</li><li>Heute weltweit tätig</li></ul>',
    },
    { id: 'b2', kind: 'outline', type: 'Image' },
    { id: 'b3', kind: 'outline', type: 'Accordion' },
    { id: 'b4', kind: 'unknown', typeName: 'Hologram' },
  ],
};

const meta = {
  title: 'Editor/DraftPreview',
  component: DraftPreview,
  decorators: [withEditorMessages],
  args: {
    stage: 'DRAFT',
    language: 'de',
    uiLanguage: 'en',
    state: { kind: 'loaded', page: draftCompany },
    otherStageHref: '?path=/story/editor-draftpreview--published',
    treeHref: '?path=/story/editor-pagetree',
    onRetry: nothing,
  },
} satisfies Meta<typeof DraftPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {};

export const Published: Story = {
  args: {
    stage: 'PUBLISHED',
    state: { kind: 'loaded', page: { ...draftCompany, title: 'Unternehmen' } },
  },
};

export const NoBlocks: Story = {
  args: { state: { kind: 'loaded', page: { ...draftCompany, blocks: [] } } },
};

export const Loading: Story = { args: { state: { kind: 'loading' } } };

export const NotPublished: Story = {
  args: { stage: 'PUBLISHED', state: { kind: 'not-found' } },
};

export const NoDraft: Story = { args: { state: { kind: 'not-found' } } };

export const Protected: Story = { args: { state: { kind: 'protected' } } };

export const ProtectedPublished: Story = {
  args: { stage: 'PUBLISHED', state: { kind: 'protected' } },
};

export const Failed: Story = { args: { state: { kind: 'failed' } } };

const german = { language: 'de' } as const;

export const GermanDraft: Story = { args: { uiLanguage: 'de' }, globals: german };

export const GermanPublished: Story = {
  args: { ...Published.args, uiLanguage: 'de' },
  globals: german,
};

export const GermanNoBlocks: Story = {
  args: { ...NoBlocks.args, uiLanguage: 'de' },
  globals: german,
};

export const GermanLoading: Story = {
  args: { ...Loading.args, uiLanguage: 'de' },
  globals: german,
};

export const GermanNotPublished: Story = {
  args: { ...NotPublished.args, uiLanguage: 'de' },
  globals: german,
};

export const GermanNoDraft: Story = {
  args: { ...NoDraft.args, uiLanguage: 'de' },
  globals: german,
};

export const GermanProtected: Story = {
  args: { ...Protected.args, uiLanguage: 'de' },
  globals: german,
};

export const GermanProtectedPublished: Story = {
  args: { ...ProtectedPublished.args, uiLanguage: 'de' },
  globals: german,
};

export const GermanFailed: Story = { args: { ...Failed.args, uiLanguage: 'de' }, globals: german };
