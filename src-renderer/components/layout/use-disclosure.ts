import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A menu button and the panel it opens: toggles on click, closes on a click or touch outside,
 * and on Escape, which also gives focus back to the button.
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
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return {
    open,
    setOpen,
    panelId,
    containerProps: {
      ref,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          ref.current?.querySelector('button')?.focus();
        }
      },
    },
    buttonProps: {
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
  };
}
