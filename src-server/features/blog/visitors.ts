import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const VISITOR_COOKIE = 'dfa_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The anonymous visitor id from the cookie, if the request carries a well-formed one. */
export function readVisitorId(request: FastifyRequest): string | undefined {
  const value = request.cookies[VISITOR_COOKIE];
  return value && VISITOR_ID.test(value) ? value : undefined;
}

/**
 * The visitor's id, issuing one when the request has none. It is random and says nothing about
 * the person: it only lets a like or a view count once. HttpOnly, so page scripts cannot read or
 * forge it.
 */
export function visitorIdFor(
  request: FastifyRequest,
  reply: FastifyReply,
  { secure }: { secure: boolean },
): string {
  const existing = readVisitorId(request);
  if (existing) return existing;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: ONE_YEAR_SECONDS,
  });
  return id;
}

/**
 * User agents whose visits are not readers: search and social crawlers, link previewers,
 * performance auditors, headless browsers and command-line HTTP clients. A request without a
 * user agent is treated the same way.
 */
const KNOWN_BOTS =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|preview|lighthouse|pagespeed|headlesschrome|phantomjs|curl\/|wget\/|python-requests|httpx|go-http-client|java\/|okhttp|node-fetch|axios\//i;

export function isKnownBot(userAgent: string | undefined): boolean {
  return !userAgent || KNOWN_BOTS.test(userAgent);
}
