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
/**
 * What the API server accepts in one request besides the files (its JSON body limit and its
 * multipart limits), so a client can refuse an oversized request before sending a byte of it.
 */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const MAX_UPLOAD_FILES = 10;
/** Text fields sent beside the files of one upload (ids, captions), all together. */
export const MAX_UPLOAD_FIELD_BYTES = 64 * 1024;
export const MAX_UPLOAD_TOTAL_BYTES = MAX_UPLOAD_FILES * MAX_UPLOAD_BYTES + MAX_UPLOAD_FIELD_BYTES;
