import { useId } from 'react';
import type { DirectorySearchParams as Search } from './directory-url';
import styles from './directory.module.css';

const SORTS = [
  { id: '', label: 'Name' },
  { id: 'newest', label: 'Newest members' },
  { id: 'country', label: 'Country' },
];

/** The order of the results, shown once there is more than one. */
export function SortControl({
  search,
  onApply,
}: {
  search: Search;
  onApply: (next: Partial<Search>) => void;
}) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={search.sort ?? ''}
        onChange={(event) => onApply({ sort: event.target.value || undefined })}
      >
        {SORTS.map((sort) => (
          <option key={sort.id} value={sort.id}>
            {sort.label}
          </option>
        ))}
      </select>
    </div>
  );
}
