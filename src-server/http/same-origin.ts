import type { FastifyRequest } from 'fastify';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../../shared/api/http';
import { ApiError } from '../core/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The cookie alone does not prove a request came from our own pages. A JSON body or our custom
 * header cannot be sent cross-site without a CORS preflight, which this server never grants;
 * and when the browser names the page's origin, it must be ours.
 */
export function sameOriginCheck(siteUrl: string) {
  const siteOrigin = new URL(siteUrl).origin;
  return async (request: FastifyRequest): Promise<void> => {
    // Carriers' servers sign their calls instead; no browser holds a session for them.
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.access === 'carrier-signed') return;
    const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    const sentByOurClient = request.headers[CLIENT_HEADER] === CLIENT_HEADER_VALUE;
    if (contentType !== 'application/json' && !sentByOurClient) {
      throw new ApiError(
        'FORBIDDEN',
        'This request was refused because it did not come from the DFA Portal. Reload the page and try again.',
      );
    }
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== siteOrigin && origin !== `${request.protocol}://${request.host}`) {
      throw new ApiError(
        'FORBIDDEN',
        'This request was refused because it came from another website. Open the DFA Portal directly and try again.',
      );
    }
  };
}
