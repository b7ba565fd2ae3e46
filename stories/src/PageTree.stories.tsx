import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageTreeView, type PageTreeLoad } from '@kmx/ui/editor';
import { exampleEditorNavigation } from '@kmx/ui/examples';
import { withEditorMessages } from './with-editor-messages';

const nothing = () => undefined;

const loaded: PageTreeLoad = {
  kind: 'loaded',
  items: exampleEditorNavigation.items,
  otherPages: exampleEditorNavigation.otherPages,
};

const meta = {
  title: 'Editor/PageTree',
  component: PageTreeView,
  decorators: [withEditorMessages],
  args: {
    load: loaded,
    filter: { state: null, needs: null },
    siteName: 'Komax',
    contentLanguage: 'en',
    stage: 'DRAFT',
    language: 'en',
    openPageId: null,
    hrefOfPage: (page: string) => `?page=${page}`,
    onOpenPage: nothing,
    hrefOfPreview: (path: string) => `?preview=${encodeURIComponent(path)}`,
    onPreview: nothing,
    onFilter: nothing,
    onRetry: nothing,
  },
} satisfies Meta<typeof PageTreeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Loading: Story = { args: { load: { kind: 'loading' } } };

export const Failed: Story = { args: { load: { kind: 'failed' } } };

export const EmptySite: Story = { args: { load: { kind: 'loaded', items: [], otherPages: [] } } };

export const FilteredByState: Story = {
  args: { filter: { state: 'MarkedForTranslation', needs: null } },
};

export const NeedsGerman: Story = { args: { filter: { state: null, needs: 'de' } } };

export const NoResults: Story = { args: { filter: { state: 'InProgress', needs: 'fr' } } };

export const WithPanel: Story = {
  args: {
    openPageId: 'careers',
    panel: (
      <section aria-label="Translation" className="story-panel">
        <h2>Careers</h2>
        <p>The translation panel of the page opens here.</p>
      </section>
    ),
  },
};

const german = { language: 'de', contentLanguage: 'de' } as const;

export const German: Story = { args: german, globals: { language: 'de' } };

export const GermanLoading: Story = {
  args: { ...german, load: { kind: 'loading' } },
  globals: { language: 'de' },
};

export const GermanFailed: Story = {
  args: { ...german, load: { kind: 'failed' } },
  globals: { language: 'de' },
};

export const GermanEmptySite: Story = {
  args: { ...german, load: { kind: 'loaded', items: [], otherPages: [] } },
  globals: { language: 'de' },
};

export const GermanNeedsGerman: Story = {
  args: { ...german, filter: { state: null, needs: 'de' } },
  globals: { language: 'de' },
};

export const GermanNoResults: Story = {
  args: { ...german, filter: { state: 'InProgress', needs: 'fr' } },
  globals: { language: 'de' },
};
