import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PageTranslation } from '@kmx/domain/content';
import {
  ResetConfirm,
  SubtreeStart,
  TranslationPanel,
  type SubtreeStartProps,
} from '@kmx/ui/editor';
import { withEditorMessages } from './with-editor-messages';

const nothing = () => undefined;

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
      translationState: 'MarkedForTranslation',
      exportedAt: null,
      importedAt: null,
    },
  ],
};

const inProgress: PageTranslation = {
  ...company,
  targets: company.targets.map((target) =>
    target.translationState === 'Translated'
      ? target
      : { ...target, translationState: 'InProgress', exportedAt: '2026-03-02T09:30:00Z' },
  ),
};

const translated: PageTranslation = {
  ...company,
  targets: company.targets.map((target) => ({ ...target, translationState: 'Translated' })),
};

const subtree = (props: Partial<SubtreeStartProps>) => (
  <SubtreeStart
    subPages={6}
    toStart={4}
    run={{ kind: 'idle' }}
    blocked={false}
    onStart={nothing}
    onCancel={nothing}
    onRetryFailed={nothing}
    {...props}
  />
);

const meta = {
  title: 'Editor/TranslationPanel',
  component: TranslationPanel,
  decorators: [withEditorMessages],
  args: {
    title: 'Company',
    translation: company,
    language: 'en',
    timeZone: 'UTC',
    loading: false,
    busy: null,
    failure: null,
    onStart: nothing,
    onReset: nothing,
    onRetry: nothing,
    onClose: nothing,
  },
} satisfies Meta<typeof TranslationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MarkedForTranslation: Story = {};

export const Loading: Story = { args: { loading: true } };

export const InProgress: Story = { args: { translation: inProgress } };

export const Translated: Story = { args: { translation: translated } };

export const NoTargetLanguages: Story = {
  args: { translation: { ...company, targets: [] } },
};

export const Starting: Story = { args: { busy: 'start' } };

export const Resetting: Story = { args: { busy: 'reset', translation: inProgress } };

export const StateFailed: Story = { args: { failure: 'state' } };

export const StartFailed: Story = { args: { failure: 'start' } };

export const ResetFailed: Story = { args: { failure: 'reset', translation: inProgress } };

export const ConfirmReset: Story = {
  render: (args) => (
    <ResetConfirm
      open
      title={args.title}
      languages={args.translation.targets.map((target) => target.language)}
      language={args.language}
      onConfirm={nothing}
      onCancel={nothing}
    />
  ),
};

export const SubtreeReady: Story = { args: { subtree: subtree({}) } };

export const SubtreeNothingToStart: Story = {
  args: { translation: inProgress, subtree: subtree({ toStart: 0 }) },
};

export const SubtreeRunning: Story = {
  args: {
    blocked: true,
    subtree: subtree({ run: { kind: 'running', done: 3, total: 7, cancelling: false } }),
  },
};

export const SubtreeCancelling: Story = {
  args: {
    blocked: true,
    subtree: subtree({ run: { kind: 'running', done: 3, total: 7, cancelling: true } }),
  },
};

export const SubtreeFinishedWithFailures: Story = {
  args: {
    translation: inProgress,
    subtree: subtree({
      toStart: 2,
      run: { kind: 'finished', started: 5, failed: ['History', 'Careers'], notStarted: 0 },
    }),
  },
};

export const SubtreeCancelled: Story = {
  args: {
    subtree: subtree({ run: { kind: 'finished', started: 2, failed: [], notStarted: 5 } }),
  },
};

const german = { language: 'de' } as const;

export const German: Story = { args: { title: 'Unternehmen', language: 'de' }, globals: german };

export const GermanLoading: Story = {
  args: { title: 'Unternehmen', language: 'de', loading: true },
  globals: german,
};

export const GermanInProgress: Story = {
  args: { title: 'Unternehmen', language: 'de', translation: inProgress },
  globals: german,
};

export const GermanTranslated: Story = {
  args: { title: 'Unternehmen', language: 'de', translation: translated },
  globals: german,
};

export const GermanNoTargetLanguages: Story = {
  args: { title: 'Impressum', language: 'de', translation: { ...company, targets: [] } },
  globals: german,
};

export const GermanStarting: Story = {
  args: { title: 'Unternehmen', language: 'de', busy: 'start' },
  globals: german,
};

export const GermanResetting: Story = {
  args: { title: 'Unternehmen', language: 'de', busy: 'reset', translation: inProgress },
  globals: german,
};

export const GermanStateFailed: Story = {
  args: { title: 'Unternehmen', language: 'de', failure: 'state' },
  globals: german,
};

export const GermanStartFailed: Story = {
  args: { title: 'Unternehmen', language: 'de', failure: 'start' },
  globals: german,
};

export const GermanResetFailed: Story = {
  args: { title: 'Unternehmen', language: 'de', failure: 'reset', translation: inProgress },
  globals: german,
};

export const GermanConfirmReset: Story = {
  ...ConfirmReset,
  args: { title: 'Unternehmen', language: 'de' },
  globals: german,
};

export const GermanSubtreeReady: Story = {
  args: { title: 'Unternehmen', language: 'de', subtree: subtree({}) },
  globals: german,
};

export const GermanSubtreeNothingToStart: Story = {
  args: {
    title: 'Unternehmen',
    language: 'de',
    translation: inProgress,
    subtree: subtree({ toStart: 0 }),
  },
  globals: german,
};

export const GermanSubtreeRunning: Story = {
  args: {
    title: 'Unternehmen',
    language: 'de',
    blocked: true,
    subtree: subtree({ run: { kind: 'running', done: 3, total: 7, cancelling: false } }),
  },
  globals: german,
};

export const GermanSubtreeCancelling: Story = {
  args: {
    title: 'Unternehmen',
    language: 'de',
    blocked: true,
    subtree: subtree({ run: { kind: 'running', done: 3, total: 7, cancelling: true } }),
  },
  globals: german,
};

export const GermanSubtreeFinishedWithFailures: Story = {
  args: {
    title: 'Unternehmen',
    language: 'de',
    translation: inProgress,
    subtree: subtree({
      toStart: 2,
      run: { kind: 'finished', started: 5, failed: ['Geschichte', 'Karriere'], notStarted: 0 },
    }),
  },
  globals: german,
};

export const GermanSubtreeCancelled: Story = {
  args: {
    title: 'Unternehmen',
    language: 'de',
    subtree: subtree({ run: { kind: 'finished', started: 2, failed: [], notStarted: 5 } }),
  },
  globals: german,
};
