import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const authGuards = new WeakSet<Guard>();

/** Marks `guard` (requireAuth, requireSuper, requirePermission(...)) as one that runs before the body is read. */
export function authGuard<G extends Guard>(guard: G): G {
  authGuards.add(guard);
  return guard;
}

/**
 * Routes name their guards as `preHandler`, where they read best; this moves every marked guard
 * to the route's `onRequest` hooks, which run right after the auth context is resolved and before
 * the body is parsed or validated. So a caller without a valid session gets 401 (or a caller
 * without the permission 403), never a 400 listing the body's fields, and no body is read for them.
 * Other preHandlers stay where they are, in their order.
 */
export function runGuardsOnRequest(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const preHandlers = [route.preHandler ?? []].flat() as Guard[];
    const guards = preHandlers.filter((handler) => authGuards.has(handler));
    if (guards.length === 0) return;
    const rest = preHandlers.filter((handler) => !authGuards.has(handler));
    route.preHandler = rest.length > 0 ? (rest as never) : undefined;
    route.onRequest = [...([route.onRequest ?? []].flat() as onRequestHookHandler[]), ...(guards as never[])];
  });
}
