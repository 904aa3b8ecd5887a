import type { FastifyInstance } from 'fastify';
import { BLOG_IMAGE_KINDS, blogImagePath, getBlogImage, uploadFile } from '../../../shared/api/blog';
import { ApiError } from '../../core/errors';
import { route } from '../../http/route';
import { deleteUnreferencedFiles } from '../../services/file-references';
import { storedFileAnswer, storeReceivedFile } from '../../services/file-store';
import { findImage, recordImage } from './article-repository';
import { MINUTE, type BlogDependencies } from './route-support';

/** Images in posts: uploaded by admins, served to anyone. */
export function imageRoutes(app: FastifyInstance, { db, fileStore, clock }: BlogDependencies): void {
  // Admins only: one image per request, recognised by its content, stored by its hash.
  route(
    app,
    uploadFile,
    async ({ request, upload }) => {
      const { files } = await upload();
      const stored = await storeReceivedFile(fileStore, files[0]!, BLOG_IMAGE_KINDS);
      await recordImage(
        db,
        { sha256: stored.sha256, mime: stored.mime, size: stored.size },
        clock().toISOString(),
      ).catch(async (error: unknown) => {
        await deleteUnreferencedFiles(db, fileStore, [stored.sha256], request.log);
        throw error;
      });
      return { id: stored.sha256, url: blogImagePath(stored.sha256), mime: stored.mime, size: stored.size };
    },
    { access: 'admins', config: { rateLimit: { max: 30, timeWindow: MINUTE } } },
  );

  // Anyone: post images are public. Named by their hash, so they never change and cache forever.
  route(
    app,
    getBlogImage,
    async ({ params }) => {
      const image = await findImage(db, params.id);
      if (!image) throw new ApiError('NOT_FOUND', 'This image does not exist.');
      const extension = image.mime.split('/')[1] === 'jpeg' ? 'jpg' : image.mime.split('/')[1];
      return storedFileAnswer(fileStore, {
        sha256: image.sha256,
        mime: image.mime,
        fileName: `${image.sha256.slice(0, 12)}.${extension}`,
        disposition: 'inline',
        cache: 'public',
      });
    },
    { access: 'anyone' },
  );
}
