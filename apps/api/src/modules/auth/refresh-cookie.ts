import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refreshTokenTtlSeconds } from './session-tokens';

export const refreshCookieName = 'jrt';

/**
 * httpOnly: page scripts (and XSS) never read it. SameSite=Strict: the SPA and the API share
 * one origin, so the refresh call is always same-site and Strict costs nothing, while no other
 * site can make the browser send it (no CSRF on refresh/logout). Path /api/auth: it travels
 * only to these routes, not with every API call or media download. Secure when served over https.
 */
function cookieOptions(publicUrl: string): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: publicUrl.startsWith('https:'),
    path: '/api/auth',
  };
}

export function setRefreshCookie(reply: FastifyReply, publicUrl: string, token: string) {
  reply.setCookie(refreshCookieName, token, { ...cookieOptions(publicUrl), maxAge: refreshTokenTtlSeconds });
}

export function clearRefreshCookie(reply: FastifyReply, publicUrl: string) {
  reply.clearCookie(refreshCookieName, cookieOptions(publicUrl));
}

export const readRefreshCookie = (request: FastifyRequest): string | undefined => request.cookies[refreshCookieName];
