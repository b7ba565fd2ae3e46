import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useOutsideDismiss } from './use-outside-dismiss';

/**
 * A button that opens a panel (the user menus): it closes when the visitor turns elsewhere, and
 * Escape closes it with the focus back on its button. Spread `onKeyDown` and `containerRef` on the
 * element holding both, `buttonRef` on the button.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideDismiss(containerRef, open, close);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  return { open, toggle: () => setOpen(!open), containerRef, buttonRef, onKeyDown };
}
