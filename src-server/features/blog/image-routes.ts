import type { FastifyInstance } from 'fastify';
import { BLOG_IMAGE_KINDS, blogImagePath, imageIdSchema, uploadFile } from '../../../shared/api/blog';
import { ApiError } from '../../http/errors';
import { deleteUnreferencedFiles } from '../../services/file-references';
import { sendStoredFile, storeUploadedFile } from '../../services/file-store';
import { findImage, recordImage } from './article-repository';
import { MINUTE, type BlogDependencies } from './route-support';

/** Images in posts: uploaded by admins, served to anyone. */
export function imageRoutes(app: FastifyInstance, { db, fileStore, clock }: BlogDependencies): void {
  // Admins only: one image per request, recognised by its content, stored by its hash.
  app.post(
    uploadFile.path,
    { config: { access: 'admins', rateLimit: { max: 30, timeWindow: MINUTE } } },
    async (request) => {
      const stored = await storeUploadedFile(request, fileStore, {
        kinds: BLOG_IMAGE_KINDS,
        missing: 'Choose an image to upload.',
      });
      await recordImage(
        db,
        { sha256: stored.sha256, mime: stored.mime, size: stored.size },
        clock().toISOString(),
      ).catch(async (error: unknown) => {
        await deleteUnreferencedFiles(db, fileStore, [stored.sha256], request.log);
        throw error;
      });
      return uploadFile.response.parse({
        id: stored.sha256,
        url: blogImagePath(stored.sha256),
        mime: stored.mime,
        size: stored.size,
      });
    },
  );

  // Anyone: post images are public. Named by their hash, so they never change and cache forever.
  app.get<{ Params: { id: string } }>(
    '/api/articles/image/:id',
    { config: { access: 'anyone' } },
    async (request, reply) => {
      const id = imageIdSchema.safeParse(request.params.id);
      const image = id.success ? await findImage(db, id.data) : undefined;
      if (!image) throw new ApiError('NOT_FOUND', 'This image does not exist.');
      const extension = image.mime.split('/')[1] === 'jpeg' ? 'jpg' : image.mime.split('/')[1];
      return sendStoredFile(reply, fileStore, {
        sha256: image.sha256,
        mime: image.mime,
        fileName: `${image.sha256.slice(0, 12)}.${extension}`,
        disposition: 'inline',
        cache: 'public',
      });
    },
  );
}
