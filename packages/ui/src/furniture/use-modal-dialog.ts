import {
  useEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { tabStops, wrapFocusIndex } from './focus-wrap';

export interface ModalDialogElementProps {
  readonly ref: RefObject<HTMLDialogElement | null>;
  readonly onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  readonly onClose: () => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
  readonly onClick: (event: MouseEvent<HTMLDialogElement>) => void;
}

/**
 * Drives a native `<dialog>` from an `open` prop: `showModal()` makes the rest of the page inert,
 * and Tab wraps from the last control to the first (and back), which is the focus trap; the browser
 * draws the backdrop. Escape, the browser's own close and a
 * click on the backdrop all ask the owner to close (the prop stays the one source of truth); focus
 * goes back to where it was before the dialog opened.
 */
export function useModalDialog(open: boolean, requestClose: () => void): ModalDialogElementProps {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    // A dialog whose tree was taken out of the document meanwhile (a docs page switching
    // stories) cannot be shown modal: the browser would throw.
    if (open && !dialog.open && dialog.isConnected) {
      returnFocus.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      const previous = returnFocus.current;
      returnFocus.current = null;
      if (previous instanceof HTMLElement) previous.focus();
    }
  }, [open]);

  return {
    ref,
    onCancel: (event) => {
      event.preventDefault();
      requestClose();
    },
    onClose: () => {
      if (open) requestClose();
    },
    onKeyDown: (event) => {
      if (event.key === 'Tab') {
        // A modal dialog still lets Tab leave the page for the browser's own controls: keep it in.
        const stops = tabStops(event.currentTarget);
        const active = document.activeElement;
        const index = stops.findIndex((stop) => stop === active);
        const next = wrapFocusIndex(stops.length, index, event.shiftKey);
        if (next === null) return;
        event.preventDefault();
        stops[next]?.focus();
        return;
      }
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      requestClose();
    },
    onClick: (event) => {
      // The backdrop belongs to the dialog element itself; its content sits in an inner box.
      if (event.target === event.currentTarget) requestClose();
    },
  };
}
