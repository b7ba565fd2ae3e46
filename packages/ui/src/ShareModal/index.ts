export { ShareModal } from './ShareModal';
export type { ShareModalProps } from './ShareModal';
export { shareLinks } from './share-links';
export type { ShareLinks } from './share-links';
