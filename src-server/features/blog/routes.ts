import type { FastifyInstance } from 'fastify';
import { publishedSlugs } from './article-repository';
import { editorRoutes } from './editor-routes';
import { imageRoutes } from './image-routes';
import { readerRoutes } from './reader-routes';
import type { BlogDependencies } from './route-support';

export function blogRoutes(app: FastifyInstance, dependencies: BlogDependencies): void {
  const { db, site } = dependencies;
  site.addPagePaths(async () => (await publishedSlugs(db)).map((slug) => `/blog/${slug}`));
  readerRoutes(app, dependencies);
  editorRoutes(app, dependencies);
  imageRoutes(app, dependencies);
}
