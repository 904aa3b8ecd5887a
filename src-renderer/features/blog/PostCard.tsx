import { Link } from 'react-router';
import type { BlogItem } from '../../../shared/api/blog';
import { blogPostPath } from './blog-paths';
import styles from './blog.module.css';
import { PostDate, TagList } from './PostMeta';
import { TagCover } from './TagCover';

/** One post in a list: image, title (the link), date, reading time, description and tags. */
export function PostCard({ item, headingLevel = 2 }: { item: BlogItem; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.card}>
      {item.image ? (
        <img
          className={styles.cardImage}
          src={item.image}
          alt=""
          width={640}
          height={336}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <TagCover tag={item.tags[0]} className={styles.cardPlaceholder} />
      )}
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link to={blogPostPath(item.slug)}>{item.title}</Link>
        </Heading>
        <p className={styles.meta}>
          <PostDate item={item} /> · {item.readingMinutes} min read
        </p>
        <p>{item.description}</p>
        <TagList tags={item.tags} />
      </div>
    </li>
  );
}
