export { UserMenu } from './UserMenu';
export type { UserMenuProps } from './UserMenu';
export { userMenuLinks } from './user-menu-links';
export type { UserMenuLinks, UserMenuUser } from './user-menu-links';
