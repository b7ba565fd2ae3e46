import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageBanner } from '@kmx/ui';
import { languageBannerFrame } from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Furniture/LanguageBanner',
  component: LanguageBanner,
  args: { languages: languageBannerFrame.languageBanner?.languages ?? [] },
} satisfies Meta<typeof LanguageBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const German: Story = { globals: { language: 'de' } };

export const Mobile: Story = { ...mobile };
