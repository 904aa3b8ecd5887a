/**
 * The portal's own client sends this header on every API call. A page on another site cannot
 * send it without a CORS preflight, which the server never grants, so the server takes it as
 * proof that a state-changing request came from the portal.
 */
export const CLIENT_HEADER = 'x-requested-with';
export const CLIENT_HEADER_VALUE = 'dfa-portal';

/** The headers every API call of the portal's client carries. */
export const CLIENT_HEADERS = { accept: 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE } as const;

/** The largest file any upload accepts (evidence, blog images); the server stops reading there. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
