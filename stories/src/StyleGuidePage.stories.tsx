import type { Meta, StoryObj } from '@storybook/react-vite';
import { routeKinds } from '@kmx/domain/routing';
import { StyleGuidePage } from '@kmx/ui';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Pages/StyleGuidePage',
  component: StyleGuidePage,
  args: { section: routeKinds.styleGuide },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StyleGuidePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StyleGuideIndex: Story = {};
export const ButtonsSection: Story = { args: { section: routeKinds.styleGuideButtons } };
export const ComponentsSection: Story = { args: { section: routeKinds.styleGuideComponents } };
export const InputsSection: Story = { args: { section: routeKinds.styleGuideInputs } };
export const ModulesSection: Story = { args: { section: routeKinds.styleGuideModules } };
export const TypographySection: Story = { args: { section: routeKinds.styleGuideTypography } };
export const ErrorPageSection: Story = { args: { section: routeKinds.styleGuideErrorPage } };
export const EmailLinks: Story = { args: { section: routeKinds.styleGuideEmailLinks } };
export const GermanInputs: Story = {
  args: { section: routeKinds.styleGuideInputs },
  globals: { language: 'de' },
};
export const MobileModules: Story = { ...mobile, args: { section: routeKinds.styleGuideModules } };
