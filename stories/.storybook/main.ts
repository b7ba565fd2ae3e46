import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: [],
  // The placeholder picture the site serves itself (spec public-site 5), at the same address.
  staticDirs: [{ from: '../../packages/ui/src/images', to: '/images' }],
  // Nothing outside the package registries can be reached from our machines.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      conditions: ['@kmx/source', 'module', 'browser', 'development|production'],
    },
  }),
};

export default config;
