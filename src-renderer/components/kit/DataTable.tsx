import { useCallback, useState, type ReactNode } from 'react';
import { announce } from '../../lib/announce';
import styles from './DataTable.module.css';

export interface Column<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** makes the column sortable, by this value of each row */
  sortBy?: (row: Row) => string | number;
  /** numbers and amounts line up on the right */
  align?: 'start' | 'end';
  /** the cell that names the record: the row's header, and a card's title below 600 px */
  primary?: boolean;
}

export interface TableSort {
  column: string;
  direction: 'ascending' | 'descending';
}

function sorted<Row>(rows: readonly Row[], columns: readonly Column<Row>[], sort: TableSort | undefined) {
  const by = columns.find((column) => column.id === sort?.column)?.sortBy;
  if (!sort || !by) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [by(a), by(b)];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * order;
  });
}

/**
 * Whether the box scrolls sideways: only then does it need to take focus, so a keyboard can
 * scroll it. A table that fits adds no stop to the Tab order.
 */
function useSidewaysScroll() {
  const [scrolls, setScrolls] = useState(false);
  const watch = useCallback((box: HTMLDivElement | null) => {
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(box.scrollWidth > box.clientWidth + 1));
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [scrolls, watch] as const;
}

/**
 * Records in rows, dense and scannable. Sortable columns have a button in their header that
 * keeps focus after sorting, and the new order is announced. Where the table has less than
 * 600 px (a phone, a narrow column) each row becomes a card: its primary cell as the title, the
 * others labelled by their column, and the sort buttons above the cards.
 */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  initialSort,
  empty,
}: {
  /** what the rows are: "Open invoices" */
  caption: string;
  /** when a heading right above already says it */
  hideCaption?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  initialSort?: TableSort;
  /** shown instead of an empty table: an `EmptyState` that teaches the first step */
  empty?: ReactNode;
}) {
  const [sort, setSort] = useState(initialSort);
  const [scrolls, watchFrame] = useSidewaysScroll();
  if (rows.length === 0 && empty) return <>{empty}</>;

  const sortOn = (column: Column<Row>) => {
    const direction =
      sort?.column === column.id && sort.direction === 'ascending' ? 'descending' : 'ascending';
    setSort({ column: column.id, direction });
    announce(`${caption} sorted by ${column.header}, ${direction}.`);
  };

  return (
    <div
      ref={watchFrame}
      className={styles.frame}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
    >
      <table className={styles.table} role="table">
        <caption className={hideCaption ? 'visually-hidden' : styles.caption}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => {
              const direction = sort?.column === column.id ? sort.direction : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  role="columnheader"
                  aria-sort={column.sortBy ? (direction ?? 'none') : undefined}
                  className={column.sortBy ? styles.sortable : styles.plain}
                  data-align={column.align}
                >
                  {column.sortBy ? (
                    <button type="button" className={styles.sortButton} onClick={() => sortOn(column)}>
                      {column.header}
                      <span className={styles.arrow} aria-hidden="true" data-direction={direction} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {sorted(rows, columns, sort).map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column) =>
                column.primary ? (
                  <th key={column.id} scope="row" role="rowheader" className={styles.primary}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} role="cell" data-label={column.header} data-align={column.align}>
                    <div>{column.cell(row)}</div>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
