import { typedInto } from './typing';

/**
 * Whether the visitor is busy with a form: a field has focus, or a field on the page holds text
 * they typed. The welcome prompt waits while this is so, because a dialog that takes the focus
 * away from a half-written message loses the visitor's train of thought, and sometimes the
 * message itself.
 */
const NOT_TYPED = /^(button|submit|reset|checkbox|radio|hidden|range|color|file|image)$/;

function isField(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return !NOT_TYPED.test(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

export function isFillingIn(): boolean {
  const focused = document.activeElement;
  if (focused && isField(focused)) return true;
  return [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some(
    (field) => typedInto.has(field) && isField(field) && field.value.trim() !== '',
  );
}
