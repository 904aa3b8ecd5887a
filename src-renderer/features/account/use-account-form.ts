import { useCallback, useState } from 'react';
import { ApiCallError } from '../../lib/api-call-error';

const UNEXPECTED = 'Something went wrong. Please try again.';

export interface AccountForm {
  busy: boolean;
  /** a message about the whole form, when no field can carry it */
  error: string | undefined;
  /** the server's messages by field name */
  fields: Record<string, string>;
  /** what the last successful send achieved, for the form's status region */
  done: string | undefined;
  /** sends; the action answers the success message */
  run: (action: () => Promise<string | undefined>) => Promise<boolean>;
  clear: () => void;
}

/**
 * The state of one small form on the account page: sending, the server's field messages beside
 * the fields named in `fieldNames`, and any other message for the form as a whole.
 */
export function useAccountForm(fieldNames: readonly string[]): AccountForm {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string>();
  const clear = useCallback(() => {
    setError(undefined);
    setFields({});
    setDone(undefined);
  }, []);
  const run = async (action: () => Promise<string | undefined>) => {
    clear();
    setBusy(true);
    try {
      setDone(await action());
      return true;
    } catch (failure) {
      if (!(failure instanceof ApiCallError)) {
        setError(UNEXPECTED);
        return false;
      }
      const placed = Object.fromEntries(
        Object.entries(failure.fields ?? {}).filter(([name]) => fieldNames.includes(name)),
      );
      const unplaced = Object.entries(failure.fields ?? {})
        .filter(([name]) => !fieldNames.includes(name))
        .map(([, message]) => message);
      setFields(placed);
      if (unplaced.length > 0) setError(unplaced.join(' '));
      else if (Object.keys(placed).length === 0) setError(failure.message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, fields, done, run, clear };
}
