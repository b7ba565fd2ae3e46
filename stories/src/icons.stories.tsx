import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ChatIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  CloseIcon,
  GlobeIcon,
  HomeIcon,
  LogoMark,
  MenuIcon,
  ShareIcon,
  UserIcon,
} from '@kmx/ui';

/** The furniture's icons (`packages/ui/src/furniture/icons.tsx`), each with its name. */
function IconGallery() {
  const icons = {
    ChatIcon,
    ChevronDownIcon,
    ChevronLeftIcon,
    CloseIcon,
    GlobeIcon,
    HomeIcon,
    LogoMark,
    MenuIcon,
    ShareIcon,
    UserIcon,
  };
  return (
    <ul className="story-icon-gallery">
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name}>
          <Icon /> {name}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Furniture/Icons',
  component: IconGallery,
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {};
