import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  // Docs pages with a props table for every component (tag `autodocs` in preview.tsx), and the
  // accessibility panel, which runs axe on every story.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // The placeholder picture the site serves itself (spec public-site 5), at the same address.
  staticDirs: [{ from: '../../packages/ui/src/images', to: '/images' }],
  // Nothing outside the package registries can be reached from our machines.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The props tables: react-docgen reads the components' source (see docs/stories.md for the timing).
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      conditions: ['@kmx/source', 'module', 'browser', 'development|production'],
    },
  }),
};

export default config;
