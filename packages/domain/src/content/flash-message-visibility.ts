import type { FlashMessageView } from './flash-message-view';

export interface FlashMessageVisibility {
  readonly visible: boolean;
  readonly canHide: boolean;
  readonly hidesItself: boolean;
}

/** Spec public-site 4: a flash message is visible at first. */
export function initialFlashMessageVisibility(
  view: Pick<FlashMessageView, 'showHideButton' | 'hideAfterMs'>,
): FlashMessageVisibility {
  return { visible: true, canHide: view.showHideButton, hidesItself: view.hideAfterMs !== null };
}

export type FlashMessageVisibilityAction =
  { readonly type: 'hidePressed' } | { readonly type: 'timeoutElapsed' };

/** A press hides only a message that shows the hide button; a timeout only a floating one. */
export function flashMessageVisibilityReducer(
  state: FlashMessageVisibility,
  action: FlashMessageVisibilityAction,
): FlashMessageVisibility {
  switch (action.type) {
    case 'hidePressed':
      return state.canHide ? { ...state, visible: false } : state;
    case 'timeoutElapsed':
      return state.hidesItself ? { ...state, visible: false } : state;
    default:
      action satisfies never;
      return state;
  }
}
