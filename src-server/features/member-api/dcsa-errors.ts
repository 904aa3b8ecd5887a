import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '../../db/failures';
import { ApiError } from '../../core/errors';
import type { Clock } from '../../core/clock';

/** Which standard's error document an answer takes. */
export type DcsaStandard = 'CS' | 'TNT';

/** One thing wrong with a request: the query parameter or header it concerns, and why. */
export interface DcsaProblemReport {
  property?: string;
  value?: string;
  message: string;
}

/** The short reason DCSA's examples give for each kind of failure. */
const REASONS: Record<number, string> = {
  400: 'invalidQuery',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  429: 'tooManyRequests',
  500: 'internalError',
  503: 'serviceUnavailable',
};

/** A failure the member API answers in the DCSA error shape, naming what to correct. */
export class DcsaError extends Error {
  retryAfterSeconds?: number;
  constructor(
    readonly statusCode: number,
    readonly problems: DcsaProblemReport[],
    /** added to a 401's WWW-Authenticate header */
    readonly bearerError?: 'invalid_request' | 'invalid_token',
  ) {
    super(problems[0]?.message ?? STATUS_CODES[statusCode] ?? 'Error');
  }
}

/** A query value as the error quotes it: as given, shortened to what the standard allows. */
const quoted = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  const text = Array.isArray(value) ? value.map(String).join(',') : String(value);
  return text.slice(0, 500);
};

/** The query problems zod found, each named by the parameter it concerns. */
export function queryProblems(error: z.ZodError, query: Record<string, unknown>): DcsaProblemReport[] {
  const problems: DcsaProblemReport[] = [];
  const seen = new Set<string>();
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        problems.push({
          property: key.slice(0, 100),
          message: `The standard has no query parameter ${key}: check its spelling and case.`,
        });
      }
      continue;
    }
    const property = String(issue.path[0] ?? '');
    if (seen.has(property)) continue;
    seen.add(property);
    const value = quoted(query[property]);
    problems.push({
      ...(property ? { property } : {}),
      ...(value === undefined ? {} : { value }),
      message: issue.message,
    });
  }
  return problems;
}

function problemsOf(
  error: unknown,
  query: Record<string, unknown>,
): { status: number; problems: DcsaProblemReport[] } {
  if (error instanceof DcsaError) return { status: error.statusCode, problems: error.problems };
  if (error instanceof ApiError) {
    const fields = Object.entries(error.fields ?? {});
    return {
      status: error.statusCode,
      problems:
        fields.length > 0
          ? fields.map(([property, message]) => {
              const value = quoted(query[property]);
              return { property, ...(value === undefined ? {} : { value }), message };
            })
          : [{ message: error.message }],
    };
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status >= 500)
    return { status: 500, problems: [{ message: 'Something went wrong on our side. Please try again.' }] };
  return { status, problems: [{ message: (error as Error).message }] };
}

/** The error document of Commercial Schedules 1.0.3 (`ErrorResponse`) or of Track & Trace 2.2. */
function dcsaErrorDocument(
  standard: DcsaStandard,
  request: FastifyRequest,
  {
    status,
    problems,
    siteUrl,
    now,
  }: { status: number; problems: DcsaProblemReport[]; siteUrl: string; now: Date },
) {
  const common = {
    httpMethod: request.method,
    requestUri: `${siteUrl}${request.url.split('?')[0]}`,
    statusCode: status,
    statusCodeText: STATUS_CODES[status] ?? 'Error',
    providerCorrelationReference: request.id,
    errorDateTime: now.toISOString(),
  };
  const reason = REASONS[status] ?? (status >= 500 ? 'internalError' : 'invalidRequest');
  if (standard === 'CS') {
    return {
      ...common,
      ...(problems[0] ? { statusCodeMessage: problems[0].message.slice(0, 200) } : {}),
      errors: problems.map((problem) => ({
        ...(problem.property ? { property: problem.property } : {}),
        ...(problem.value === undefined ? {} : { value: problem.value }),
        errorCodeText: reason,
        errorCodeMessage: problem.message,
      })),
    };
  }
  // Track & Trace 2.2's error domain has no field for the parameter; `property` is added as
  // later DCSA versions name it, which the 2.2 document allows.
  return {
    ...common,
    errors: problems.map((problem) => ({
      reason,
      message: problem.message,
      ...(problem.property ? { property: problem.property } : {}),
      ...(problem.value === undefined ? {} : { value: problem.value }),
    })),
  };
}

/** Seconds a 503 asks the client to wait: the database is usually back by then. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * Answers every failure inside the member API in the standard's error shape, with the request
 * id as `providerCorrelationReference`: refusals, bad input, limits, and what goes wrong on our
 * side (logged, and answered without detail).
 */
export function answerErrorsAsDcsa(
  scope: FastifyInstance,
  standard: DcsaStandard,
  { siteUrl, clock }: { siteUrl: string; clock: Clock },
): void {
  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    problems: DcsaProblemReport[],
  ) =>
    reply
      .status(status)
      .type('application/json; charset=utf-8')
      .send(dcsaErrorDocument(standard, request, { status, problems, siteUrl, now: clock() }));

  scope.setErrorHandler((error: unknown, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
      return send(request, reply, 503, [
        {
          message: `The service is briefly unavailable. Please try again in ${UNAVAILABLE_RETRY_SECONDS} seconds.`,
        },
      ]);
    }
    const { status, problems } = problemsOf(error, (request.query ?? {}) as Record<string, unknown>);
    if (status >= 500) request.log.error({ err: error }, 'member API request failed');
    const retryAfter =
      error instanceof ApiError || error instanceof DcsaError ? error.retryAfterSeconds : undefined;
    if (retryAfter) reply.header('retry-after', String(retryAfter));
    if (status === 401) {
      const bearerError = error instanceof DcsaError ? error.bearerError : undefined;
      reply.header(
        'www-authenticate',
        `Bearer realm="DFA member API"${bearerError ? `, error="${bearerError}"` : ''}`,
      );
    }
    return send(request, reply, status, problems);
  });

  scope.setNotFoundHandler((request, reply) =>
    send(request, reply, 404, [
      { message: `The member API has no endpoint ${request.method} ${request.url.split('?')[0]}.` },
    ]),
  );
}
