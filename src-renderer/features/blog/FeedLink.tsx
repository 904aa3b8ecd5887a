import { BLOG_FEED_PATH } from './blog-paths';

/** Lets feed readers discover the blog's RSS feed (React hoists the tag into the head). */
export function FeedLink() {
  return <link rel="alternate" type="application/rss+xml" title="DFA blog" href={BLOG_FEED_PATH} />;
}
