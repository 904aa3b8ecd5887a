import { useEffect, useState } from 'react';
import { readServerForm, useMountedWhileHydrating } from '../../components/forms/read-server-form';
import type { DirectorySearchParams as Search } from './directory-url';

/**
 * A filter chosen in the server's HTML before the page could act on it is applied once it can
 * (after the layout effects: the router navigates only once it has mounted).
 */
export function useFiltersChosenBeforeHydration(
  formId: string,
  search: Search,
  onApply: (next: Partial<Search>) => void,
) {
  const mountedWhileHydrating = useMountedWhileHydrating();
  // Read while hydrating, before React sets the selects back to what the address says.
  const [chosenEarly] = useState(() =>
    mountedWhileHydrating
      ? readServerForm(formId, { country: '', city: '', status: '', service: '' })
      : undefined,
  );
  useEffect(() => {
    if (!chosenEarly) return;
    const next = {
      country: chosenEarly.country || undefined,
      city: (chosenEarly.country === (search.country ?? '') && chosenEarly.city) || undefined,
      status: chosenEarly.status || undefined,
      service: chosenEarly.service || undefined,
    };
    if (Object.entries(next).some(([name, value]) => search[name as keyof typeof next] !== value))
      onApply(next);
    // Once, for what was chosen before hydration; later choices go through the selects' onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosenEarly]);
}
