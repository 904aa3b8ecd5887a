/**
 * What the API server accepts in one request (its JSON body limit and its multipart limits),
 * so a client can refuse an oversized request before sending a byte of it.
 */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const MAX_UPLOAD_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 10;
/** Text fields sent beside the files of one upload (ids, captions), all together. */
export const MAX_UPLOAD_FIELD_BYTES = 64 * 1024;
export const MAX_UPLOAD_TOTAL_BYTES = MAX_UPLOAD_FILES * MAX_UPLOAD_FILE_BYTES + MAX_UPLOAD_FIELD_BYTES;
