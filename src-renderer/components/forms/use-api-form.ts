import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { BodyOf, Endpoint, ResponseOf } from '../../../shared/api/endpoint';
import { announce } from '../../lib/announce';
import { callApi } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { problemOf } from '../../lib/api-problem';

const UNEXPECTED = 'Something went wrong. Please try again.';
const SIGNED_OUT = 'Your session has ended. Sign in again, then send this form once more.';

type BodyEndpoint = Endpoint<z.ZodType | undefined, z.ZodType, z.ZodType> & { body: z.ZodType };

/**
 * Every field path in a shape of values (`origin.port`, `hours.2.from` for rows of a list), for
 * placing the server's messages.
 */
function pathsOf(values: object, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? [`${prefix}${key}`, ...pathsOf(value as object, `${prefix}${key}.`)]
      : [`${prefix}${key}`],
  );
}

/** What the person reads about a failure that no field can carry. */
function problemText(error: unknown, unplaced: string[]): string {
  if (unplaced.length > 0) return unplaced.join(' ');
  if (!(error instanceof ApiCallError)) return UNEXPECTED;
  return problemOf(error) === 'signed-out' ? SIGNED_OUT : error.message;
}

export interface ApiForm<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  formId: string;
  /** the `<form>`'s onSubmit */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** the props a kit field needs: id, name, ref, change handlers and its error message */
  field: (
    name: FieldPath<Values>,
    options?: RegisterOptions<Values, FieldPath<Values>>,
  ) => ReturnType<UseFormReturn<Values>['register']> & { id: string; error: string | undefined };
  submitting: boolean;
  /** a failure no field can carry: a conflict, a refused connection, a server error */
  problem: string | undefined;
  /** what the last successful send achieved */
  done: string | undefined;
  /** the submit attempts so far, so the error summary shows after the first */
  attempts: number;
}

/**
 * A form that sends one endpoint of the contract: react-hook-form, checked in the browser with
 * the endpoint's own body schema (or `schema` for a form that asks more, like a repeated
 * password), and sent through the API client. The server's field messages land beside their
 * fields and the first of them takes focus; anything else (a conflict, a refused connection, a
 * 500) is one message for the whole form, which takes focus when no field does. Every outcome
 * is announced. Render it with `ApiFormFrame`.
 */
export function useApiForm<E extends BodyEndpoint, Values extends FieldValues = BodyOf<E> & FieldValues>({
  endpoint,
  defaultValues,
  schema,
  toBody = (values) => values as unknown as BodyOf<E>,
  onSuccess,
  resetOnSuccess = false,
}: {
  endpoint: E;
  defaultValues: DefaultValues<Values>;
  schema?: z.ZodType<unknown, Values>;
  /** the request body from the form's values, when they differ */
  toBody?: (values: Values) => BodyOf<E>;
  /** what to do with the answer; returns the sentence that tells the person it worked */
  onSuccess: (answer: ResponseOf<E>, values: Values) => string | undefined | void;
  resetOnSuccess?: boolean;
}): ApiForm<Values> {
  const formId = useId();
  const form = useForm<Values>({
    defaultValues,
    resolver: zodResolver((schema ?? endpoint.body) as z.ZodType<unknown, FieldValues>) as never,
    shouldFocusError: true,
  });
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const [attempts, setAttempts] = useState(0);
  const idOf = (name: string) => `${formId}-${name.replace(/\./g, '-')}`;

  const send = async (values: Values) => {
    setSubmitting(true);
    try {
      const answer = await callApi(endpoint, { body: toBody(values) });
      const message = onSuccess(answer, values) ?? undefined;
      if (resetOnSuccess) form.reset();
      setDone(message);
      if (message) announce(message);
    } catch (error) {
      const fields = error instanceof ApiCallError ? (error.fields ?? {}) : {};
      const unplaced: string[] = [];
      // Read now: rows added to a list since the form opened carry their own fields.
      const paths = pathsOf(form.getValues());
      let focused = false;
      for (const [name, message] of Object.entries(fields)) {
        // Only a field the form shows can carry its message (a hidden id cannot).
        if (!paths.includes(name) || !document.getElementById(idOf(name))) {
          unplaced.push(message);
          continue;
        }
        form.setError(name as FieldPath<Values>, { type: 'server', message }, { shouldFocus: !focused });
        focused = true;
      }
      const text = focused && unplaced.length === 0 ? undefined : problemText(error, unplaced);
      setProblem(text);
      const placed = Object.values(fields).filter((message) => !unplaced.includes(message));
      announce([text, ...placed].filter(Boolean).join(' '), { assertive: true });
      // Nothing else has focus to give: the message itself takes it, so the reader hears it.
      // It renders a frame or more after this (later on a busy device): look for it a little while.
      if (!focused) {
        let framesLeft = 30;
        const focusProblem = () => {
          const shown = document.getElementById(`${formId}-problem`);
          if (shown) shown.focus();
          else if (--framesLeft > 0) requestAnimationFrame(focusProblem);
        };
        requestAnimationFrame(focusProblem);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const submit = async (event?: React.BaseSyntheticEvent) => {
    event?.preventDefault();
    if (submitting) return;
    setAttempts((count) => count + 1);
    setProblem(undefined);
    setDone(undefined);
    await form.handleSubmit(
      // The schema's output may be shaped for the server (minor units): send what was typed.
      () => send(form.getValues()),
      (errors) => {
        const messages = Object.values(errors).flatMap((error) =>
          typeof error?.message === 'string' ? [error.message] : [],
        );
        announce(
          `${messages.length === 1 ? 'One field needs' : `${messages.length} fields need`} attention. ${messages.join(' ')}`,
          { assertive: true },
        );
      },
    )();
  };

  return {
    form,
    formId,
    submit,
    field: (name, options) => ({
      ...form.register(name, options),
      id: idOf(name),
      error: (form.getFieldState(name, form.formState).error?.message as string | undefined) ?? undefined,
    }),
    submitting,
    problem,
    done,
    attempts,
  };
}
