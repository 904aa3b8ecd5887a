import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { getApiDocument } from '../../../shared/api/api-docs';
import { RawAnswer } from '../../core/answers';
import { ApiError } from '../../core/errors';
import { route } from '../../http/route';
import { buildOpenApiDocument } from './openapi';

/** The reference page's own files: Swagger UI's bundle and styles, and the script that starts it. */
const VIEWER_FILES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
} as const;

// A file of our own rather than an inline script: the content security policy allows no inline code.
const START_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>DFA Portal API reference</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
<link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
</head>
<body>
<main id="reference"><p>Loading the API reference… It needs JavaScript; the document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></main>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/start.js"></script>
</body>
</html>
`;

const viewerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const viewerVersion = (
  JSON.parse(readFileSync(join(viewerDir, 'package.json'), 'utf8')) as { version: string }
).version;

const ANYONE = { access: 'anyone' } as const;

/** `/api/openapi.json`, generated from the shared contract, and a reference page reading it at `/api/docs`. */
export function apiDocsRoutes(
  app: FastifyInstance,
  { siteUrl, version }: { siteUrl: string; version: string },
): void {
  let document: string | undefined;
  const files = new Map<string, Buffer>();

  route(
    app,
    getApiDocument,
    async () => {
      document ??= JSON.stringify(buildOpenApiDocument({ serverUrl: siteUrl, version }));
      return new RawAnswer('application/json; charset=utf-8', document, { 'cache-control': 'no-cache' });
    },
    ANYONE,
  );

  // The reference page and its viewer's files are a web page, not API calls: they are the
  // routes the contract test excuses (tests/server/routes-contract.test.ts).
  app.get('/api/docs', { config: ANYONE }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );

  app.get<{ Params: { file: string } }>(
    '/api/docs/assets/:file',
    { config: ANYONE },
    async (request, reply) => {
      const { file } = request.params;
      reply.header('cache-control', 'public, max-age=86400').header('etag', `"${viewerVersion}"`);
      if (file === 'start.js') return reply.type('text/javascript; charset=utf-8').send(START_SCRIPT);
      if (!Object.hasOwn(VIEWER_FILES, file))
        throw new ApiError('NOT_FOUND', `The API reference has no file ${file}.`);
      let content = files.get(file);
      if (!content) {
        content = readFileSync(join(viewerDir, file));
        files.set(file, content);
      }
      return reply.type(VIEWER_FILES[file as keyof typeof VIEWER_FILES]).send(content);
    },
  );
}
