import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The OpenAPI 3.1 document of this contract, itself included. */
export const getApiDocument = defineEndpoint({
  method: 'GET',
  path: '/api/openapi.json',
  response: z.record(z.string(), z.unknown()),
});
