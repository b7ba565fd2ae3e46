/** Spec public-site 3.9. */
export type FlashMessageType = 'info' | 'success' | 'error';

export interface FlashMessageData {
  readonly title: string;
  /** May contain markup. */
  readonly text: string;
  readonly type?: FlashMessageType;
  readonly linkText?: string;
  readonly to?: string;
  readonly static?: boolean;
  readonly timeout?: number;
  readonly floating?: boolean;
}
