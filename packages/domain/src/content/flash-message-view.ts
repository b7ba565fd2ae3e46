import type { FlashMessageData, FlashMessageType } from './FlashMessageData';

/** Spec public-site 4, 9. */
const defaultFlashMessageType: FlashMessageType = 'info';
const defaultFlashMessageTimeoutMs = 7000;

export const flashMessageColours = {
  info: 'blue',
  success: 'green',
  error: 'red',
} as const satisfies Record<FlashMessageType, string>;

export type FlashMessageColour = (typeof flashMessageColours)[FlashMessageType];

export const flashMessagePositions = {
  inline: 'inline',
  /** Fixed at the bottom right of the viewport. */
  bottomRight: 'bottom-right',
} as const;

export type FlashMessagePosition =
  (typeof flashMessagePositions)[keyof typeof flashMessagePositions];

export interface FlashMessageView {
  readonly title: string;
  /** May contain markup. */
  readonly text: string;
  readonly type: FlashMessageType;
  readonly colour: FlashMessageColour;
  readonly showHideButton: boolean;
  readonly link: { readonly text: string; readonly to: string } | null;
  readonly position: FlashMessagePosition;
  /** Milliseconds after which the message hides itself; `null` when it stays. */
  readonly hideAfterMs: number | null;
}

/**
 * Spec public-site 4: the hide button shows only for a message that is not static and has no link
 * target; with a link target a link shows instead (its text falls back to the target when the
 * message names none). Only a floating message hides itself, after its timeout.
 */
export function flashMessageView(message: FlashMessageData): FlashMessageView {
  const type = message.type ?? defaultFlashMessageType;
  const to = message.to === undefined || message.to === '' ? null : message.to;
  const floating = message.floating === true;
  return {
    title: message.title,
    text: message.text,
    type,
    colour: flashMessageColours[type],
    showHideButton: message.static !== true && to === null,
    link: to === null ? null : { text: message.linkText ?? to, to },
    position: floating ? flashMessagePositions.bottomRight : flashMessagePositions.inline,
    hideAfterMs: floating ? (message.timeout ?? defaultFlashMessageTimeoutMs) : null,
  };
}
