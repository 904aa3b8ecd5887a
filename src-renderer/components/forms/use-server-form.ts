import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseFormProps,
} from 'react-hook-form';
import { useMountedWhileHydrating } from '../../lib/use-hydrated';

type Leaf = [name: string, value: unknown];

/**
 * The fields of the server's form `formId` that `shape` names, with what the visitor typed or
 * chose in them: each is read by its field name (`origin.country`) as the type of its value in
 * `shape` says (text, a number, a checkbox's true or false, the checked boxes or chosen options
 * of a list). Fields the form does not render, and lists of records, are left out.
 */
function typedFields(formId: string, shape: object): Leaf[] {
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
 * `useForm` for a form the server renders (give the `<form>` the returned `formId`). On a slow
 * phone a visitor types, ticks and chooses in the server's HTML before the page's code has run.
 * The form hydrates from `defaultValues`, so its first render matches the server's HTML; as soon
 * as it is hydrated, everything the visitor put in the fields becomes the form's values, so
 * fields the form controls and parts that depend on a value (a port list for the chosen
 * country) show it, and sending sends it. Mounted after hydration, nothing is read.
 */
export function useServerForm<Values extends FieldValues, Context = unknown, Transformed = Values>(
  options: UseFormProps<Values, Context, Transformed>,
) {
  const formId = useId();
  const mountedWhileHydrating = useMountedWhileHydrating();
  const form = useForm<Values, Context, Transformed>(options);
  const { getValues, setValue, setValues } = form;
  const typedSomething = useRef(false);
  // Before anything renders again: a re-render would put the form's empty values back into the
  // fields it controls.
  useLayoutEffect(() => {
    if (!mountedWhileHydrating) return;
    for (const [name, value] of typedFields(formId, getValues())) {
      const path = name as FieldPath<Values>;
      setValue(path, value as PathValue<Values, typeof path>, { shouldDirty: true });
      typedSomething.current = true;
    }
  }, [formId, mountedWhileHydrating, getValues, setValue]);
  // The parts that render from a value (useWatch) start listening after that, and a value a field
  // read for itself when it registered was never announced: announce them all once.
  useEffect(() => {
    if (!typedSomething.current) return;
    typedSomething.current = false;
    setValues(getValues(), { shouldDirty: true });
  }, [getValues, setValues]);
  return { ...form, formId };
}
