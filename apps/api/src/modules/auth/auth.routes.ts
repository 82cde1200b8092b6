import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth-context';
import { allowExpiredSubscription } from '../../platform/auth/subscription';
import type { AuthDeps } from './auth.deps';
import {
  forgotPasswordAnswer,
  forgotPasswordBody,
  loginBody,
  resetPasswordBody,
  sessionAnswer,
  sessionUserAnswer,
  signupAnswer,
  signupBody,
} from './auth.schemas';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { getSessionUser } from './use-cases/get-session-user';
import { login } from './use-cases/login';
import { logout } from './use-cases/logout';
import { refreshSession } from './use-cases/refresh-session';
import { requestPasswordReset } from './use-cases/request-password-reset';
import { resetPassword } from './use-cases/reset-password';
import { signup } from './use-cases/signup';

const forgotPasswordMessage = 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.';

/** /api/auth: spec 1 §7 "Auth". Every route works for an expired company (it must log in to pay). */
export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  allowExpiredSubscription(app);
  const publicUrl = deps.config.publicUrl;
  const tags = ['auth'];

  app.post(
    '/login',
    { schema: { tags, security: [], body: loginBody, response: { 200: sessionAnswer } } },
    async (request, reply) => {
      const session = await login(deps, { ...request.body, ip: request.ip });
      setRefreshCookie(reply, publicUrl, session.refreshToken);
      return { token: session.token, user: session.user };
    },
  );

  app.post(
    '/refresh_token',
    { schema: { tags, security: [], response: { 200: sessionAnswer } } },
    async (request, reply) => {
      try {
        const session = await refreshSession(deps, readRefreshCookie(request));
        setRefreshCookie(reply, publicUrl, session.refreshToken);
        return { token: session.token, user: session.user };
      } catch (error) {
        clearRefreshCookie(reply, publicUrl);
        throw error;
      }
    },
  );

  app.delete('/logout', { schema: { tags, response: { 204: z.null() } } }, async (request, reply) => {
    await logout(deps, { refreshToken: readRefreshCookie(request), claims: request.auth });
    clearRefreshCookie(reply, publicUrl);
    return reply.status(204).send(null);
  });

  app.get('/me', { preHandler: requireAuth, schema: { tags, response: { 200: sessionUserAnswer } } }, async (request) =>
    getSessionUser(deps, request.requireAuth()),
  );

  app.post(
    '/forgot-password',
    { schema: { tags, security: [], body: forgotPasswordBody, response: { 200: forgotPasswordAnswer } } },
    async (request) => {
      await requestPasswordReset(deps, { email: request.body.email, ip: request.ip });
      return { message: forgotPasswordMessage };
    },
  );

  app.post(
    '/reset-password',
    { schema: { tags, security: [], body: resetPasswordBody, response: { 204: z.null() } } },
    async (request, reply) => {
      await resetPassword(deps, request.body);
      clearRefreshCookie(reply, publicUrl);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/signup',
    { schema: { tags, security: [], body: signupBody, response: { 201: signupAnswer } } },
    async (request, reply) => reply.status(201).send(await signup(deps, { ...request.body, ip: request.ip })),
  );
};
