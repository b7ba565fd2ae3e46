import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignInCallback } from '@kmx/ui';

const meta = { title: 'Portal/SignInCallback', component: SignInCallback } satisfies Meta<
  typeof SignInCallback
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Completing: Story = {};
