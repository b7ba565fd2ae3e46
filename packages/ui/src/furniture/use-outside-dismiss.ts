import { useEffect, type RefObject } from 'react';

/**
 * While `active`, a pointer press or a focus move outside `container` calls `dismiss`: an open menu
 * must not stay open over the page once the visitor has turned to something else.
 */
export function useOutsideDismiss(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  dismiss: () => void,
): void {
  useEffect(() => {
    if (!active) return;
    const outside = (target: EventTarget | null) =>
      target instanceof Node && container.current !== null && !container.current.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) dismiss();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [container, active, dismiss]);
}
