import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { IndexTerm } from '../../../shared/dictionary/schema';
import type * as SearchModule from '../../../shared/dictionary/search';
import { dictionaryTermPath } from '../../../shared/routes';
import styles from './TermSearch.module.css';

const MAX_SHOWN = 8;

const COULD_NOT_LOAD = 'The search could not load. It tries again when you type or return to the box.';

function statusText(query: string, found: number): string {
  if (!query.trim()) return '';
  if (found === 0) return `No term matches “${query.trim()}”.`;
  const count = `${found} ${found === 1 ? 'term' : 'terms'} found`;
  return found > MAX_SHOWN ? `${count}, showing the best ${MAX_SHOWN}.` : `${count}.`;
}

/**
 * Instant search over the index (WAI-ARIA combobox with a listbox of links): arrows move
 * through the results, Enter opens the highlighted one (or the best), Escape clears. The search
 * itself (its index and typo matching) has nothing to do until the visitor is in the box, so it
 * is loaded when the box gets focus, not with the page.
 */
export function TermSearch({ terms }: { terms: readonly IndexTerm[] }) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const [search, setSearch] = useState<typeof SearchModule>();
  const [loadFailed, setLoadFailed] = useState(false);
  // Whether the search is loading or loaded; a ref, so a keystroke meanwhile asks no second time.
  const asked = useRef(false);
  const loadSearch = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    import('../../../shared/dictionary/search').then(
      (loaded) => {
        setSearch(loaded);
        setLoadFailed(false);
      },
      () => {
        // A dropped connection: the next focus or keystroke asks again.
        asked.current = false;
        setLoadFailed(true);
      },
    );
  }, []);
  const searchIndex = useMemo(() => search?.createSearchIndex(terms), [search, terms]);
  // Until the search has arrived, nothing is claimed about what matches.
  const hits = useMemo(
    () => (search && searchIndex ? search.searchTerms(searchIndex, query) : undefined),
    [search, searchIndex, query],
  );
  const shown = (hits ?? []).slice(0, MAX_SHOWN);
  const expanded = shown.length > 0;
  const optionId = (position: number) => `${listId}-option-${position}`;

  // A visitor may start typing into the server-rendered box before the page has hydrated.
  useEffect(() => {
    const typedEarly = inputRef.current?.value;
    if (typedEarly) setQuery(typedEarly);
    if (typedEarly || document.activeElement === inputRef.current) loadSearch();
  }, [loadSearch]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return;
      event.preventDefault();
      const last = shown.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === 'Enter') {
      const hit = shown[active] ?? shown[0];
      if (!hit) return;
      event.preventDefault();
      void navigate(dictionaryTermPath(hit.term.url));
    } else if (event.key === 'Escape' && query) {
      event.preventDefault();
      setQuery('');
      setActive(-1);
    }
  };

  return (
    <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className={styles.label}>
        Search the dictionary
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && active < shown.length ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="e.g. demurrage, FOB, reefer"
        className={styles.input}
        value={query}
        onFocus={loadSearch}
        onChange={(event) => {
          loadSearch();
          setQuery(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <p role="status" className={styles.status}>
        {loadFailed ? COULD_NOT_LOAD : hits ? statusText(query, hits.length) : ''}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label="Matching terms"
        className={styles.results}
        hidden={!expanded}
      >
        {shown.map((hit, position) => (
          <li key={hit.term.url} role="none">
            <Link
              id={optionId(position)}
              role="option"
              aria-selected={position === active}
              tabIndex={-1}
              to={dictionaryTermPath(hit.term.url)}
              className={styles.result}
            >
              <span className={styles.name}>{hit.term.name}</span>
              <span className={styles.description}>{hit.term.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </form>
  );
}
