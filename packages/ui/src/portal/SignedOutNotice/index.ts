export { SignedOutNotice } from './SignedOutNotice';
export type { SignedOutNoticeProps } from './SignedOutNotice';
