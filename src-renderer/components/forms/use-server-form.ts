import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseFormProps,
} from 'react-hook-form';
import { typedFields, useMountedWhileHydrating } from './read-server-form';

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
  const fieldsRead = useRef(false);
  // Before anything renders again: a re-render would put the form's empty values back into the
  // fields it controls.
  useLayoutEffect(() => {
    if (!mountedWhileHydrating) return;
    for (const [name, value] of typedFields(formId, getValues())) {
      const path = name as FieldPath<Values>;
      setValue(path, value as PathValue<Values, typeof path>, { shouldDirty: true });
      fieldsRead.current = true;
    }
  }, [formId, mountedWhileHydrating, getValues, setValue]);
  // The parts that render from a value (useWatch) start listening after that, and a value a field
  // read for itself when it registered was never announced: announce them all once.
  useEffect(() => {
    if (!fieldsRead.current) return;
    fieldsRead.current = false;
    setValues(getValues(), { shouldDirty: true });
  }, [getValues, setValues]);
  return { ...form, formId };
}
