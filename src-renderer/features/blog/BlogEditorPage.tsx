import { Link, useParams } from 'react-router';
import { builtHref } from '../../../shared/routes';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import NotFoundPage from '../../components/not-found/NotFoundPage';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { useSessionChecked, useSessionUser } from '../../lib/session/use-session';
import { BLOG_EDITOR_PATH, BLOG_PATH } from './blog-paths';
import styles from './blog.module.css';
import { ArticleForm } from './editor/ArticleForm';
import { EditPost } from './editor/EditPost';
import { PostList } from './editor/PostList';

/** Which screen of the editor a path asks for: the list, a new post, or one post. */
function screenOf(
  rest: string,
): { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; slug: string } | undefined {
  if (rest === '') return { kind: 'list' };
  if (rest === 'new') return { kind: 'new' };
  const slug = /^edit\/([a-z0-9-]+)$/.exec(rest)?.[1];
  return slug ? { kind: 'edit', slug } : undefined;
}

export default function BlogEditorPage() {
  const screen = screenOf(useParams()['*'] ?? '');
  const user = useSessionUser();
  const checked = useSessionChecked();
  if (!screen) return <NotFoundPage />;

  const heading =
    screen.kind === 'list' ? 'Blog editor' : screen.kind === 'new' ? 'New blog post' : 'Edit blog post';
  const path =
    screen.kind === 'list'
      ? BLOG_EDITOR_PATH
      : `${BLOG_EDITOR_PATH}/${screen.kind === 'new' ? 'new' : `edit/${screen.slug}`}`;
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: BLOG_PATH },
    ...(screen.kind === 'list' ? [] : [{ name: 'Blog editor', path: BLOG_EDITOR_PATH }]),
    { name: heading, path },
  ];
  const signInHref = builtHref('auth-sign-in');
  const authorName = user?.name ?? '';

  return (
    <div className={styles.page}>
      <Seo
        path={path}
        title={heading}
        description="Where DFA administrators write, publish and remove blog posts."
        noIndex
      />
      <Breadcrumbs crumbs={crumbs} />
      <header className={styles.header}>
        <h1>{heading}</h1>
      </header>
      {!checked ? <p className={styles.status}>Checking your account…</p> : null}
      {checked && !user?.isAdmin ? (
        <div className={styles.status} role="alert">
          <p>
            {user
              ? 'The blog editor is for DFA administrators. Your account is a member account, so you can read and like posts but not write them.'
              : 'The blog editor is for DFA administrators. Sign in with an administrator account to write posts.'}
          </p>
          {!user && signInHref ? (
            <Link to={signInHref}>Sign in</Link>
          ) : (
            <Link to={BLOG_PATH}>Read the blog</Link>
          )}
        </div>
      ) : null}
      {checked && user?.isAdmin ? (
        screen.kind === 'list' ? (
          <PostList />
        ) : screen.kind === 'new' ? (
          <ArticleForm defaultAuthor={authorName} />
        ) : (
          <EditPost slug={screen.slug} defaultAuthor={authorName} />
        )
      ) : null}
    </div>
  );
}
