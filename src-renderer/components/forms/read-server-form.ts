import { useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

type Leaf = [name: string, value: unknown];

/**
 * The fields of the server's form `formId` that `shape` names, with what the visitor typed or
 * chose in them: each is read by its field name (`origin.country`) as the type of its value in
 * `shape` says (text, a number, a checkbox's true or false, the checked boxes or chosen options
 * of a list). Fields the form does not render, and lists of records, are left out.
 */
export function typedFields(formId: string, shape: object): Leaf[] {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return [];
  const data = new FormData(form);
  const leaves: Leaf[] = [];
  const visit = (value: unknown, name: string) => {
    const rendered = form.elements.namedItem(name) !== null;
    if (Array.isArray(value)) {
      const ofRecords = value.some((item) => item !== null && typeof item === 'object');
      if (rendered && !ofRecords)
        leaves.push([name, data.getAll(name).filter((item) => typeof item === 'string')]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) visit(inner, name ? `${name}.${key}` : key);
    } else if (rendered) {
      const typed = data.get(name);
      if (typeof value === 'boolean') leaves.push([name, typed !== null]);
      else if (typeof typed !== 'string') return;
      else if (typeof value === 'number') leaves.push([name, typed === '' ? value : Number(typed)]);
      else leaves.push([name, typed]);
    }
  };
  visit(shape, '');
  return leaves;
}

/**
 * What the visitor typed or chose in the server's form before the page hydrated, shaped like
 * `defaults` (on the server, or without that form, the defaults as they are).
 */
export function readServerForm<Values extends object>(formId: string, defaults: Values): Values {
  if (typeof document === 'undefined') return defaults;
  const values = structuredClone(defaults) as Record<string, unknown>;
  for (const [name, value] of typedFields(formId, defaults)) {
    const path = name.split('.');
    const last = path.pop()!;
    const parent = path.reduce((node, key) => node[key] as Record<string, unknown>, values);
    parent[last] = value;
  }
  return values as Values;
}

/**
 * True when the component's first render was part of hydrating the server's HTML (so what the
 * visitor did in that HTML before the page's code ran is still in the DOM to pick up), false when
 * it mounted later, after a navigation within the app or in the desktop app.
 */
export function useMountedWhileHydrating(): boolean {
  const hydrated = useHydrated();
  const [mountedWhileHydrating] = useState(!hydrated);
  return mountedWhileHydrating;
}
