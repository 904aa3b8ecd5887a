import { Link } from 'react-router';
import type { BlogItem } from '../../../shared/api/blog';
import { formatDate } from '../../../shared/domain/date';
import { blogListPath } from './blog-paths';
import styles from './blog.module.css';

export function PostDate({ item }: { item: BlogItem }) {
  const date = item.publishDate ?? item.updatedAt;
  return <time dateTime={date}>{formatDate(date)}</time>;
}

export function TagList({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={blogListPath({ tag })}>{tag}</Link>
        </li>
      ))}
    </ul>
  );
}
