import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';

/**
 * A menu button and the panel it opens: toggles on click; closes on a click or touch outside,
 * when focus moves out of it (an open menu must never cover the field that has focus), and on
 * Escape wherever focus is, giving focus back to the button when it was inside the menu.
 */
export function useDisclosure<Container extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const ref = useRef<Container>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    // Captured before anything else hears it, so this Escape closes the menu and nothing more.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      if (ref.current?.contains(document.activeElement)) ref.current.querySelector('button')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('keydown', onKeyDown, true);
    };
  }, [open]);

  return {
    open,
    setOpen,
    panelId,
    containerProps: {
      ref,
      // Focus given to nothing (a click on the page's text, a Safari click on a link inside)
      // is left to the pointer handler above; Tab always names where focus went.
      onBlur: (event: FocusEvent) => {
        const next = event.relatedTarget as Node | null;
        if (next && !ref.current?.contains(next)) setOpen(false);
      },
    },
    buttonProps: {
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
  };
}
