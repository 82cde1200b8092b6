import { AppError } from '@chatdesk/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler';

describe('error handler', () => {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app, { spaFallback: false });
    app.post(
      '/validated/:id',
      {
        schema: {
          params: z.object({ id: z.coerce.number().int() }),
          body: z.object({ name: z.string().min(2).max(50) }),
        },
      },
      async () => ({ ok: true }),
    );
    app.get('/app-error', async () => {
      throw new AppError('ERR_OTHER_OPEN_TICKET', { details: { uuid: 'abc' } });
    });
    app.get('/crash', async () => {
      throw new Error('connection to 10.0.0.5 refused: password authentication failed for user "owner"');
    });
    app.get(
      '/bad-response',
      { schema: { response: { 200: z.object({ id: z.number() }) } } },
      async () => ({ id: 'not-a-number' }) as unknown as { id: number },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers AppError with its catalogue status, code, message and details', async () => {
    const response = await app.inject({ method: 'GET', url: '/app-error' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'ERR_OTHER_OPEN_TICKET',
      message: 'Já existe um ticket aberto para este contato.',
      details: { uuid: 'abc' },
    });
  });

  it('answers 400 ERR_VALIDATION listing the failing fields', async () => {
    const response = await app.inject({ method: 'POST', url: '/validated/abc', payload: { name: 'x' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('ERR_VALIDATION');
    expect(body.issues.map((issue: { path: string }) => issue.path).join(' ')).toMatch(/params|body/);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/validated/1',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('ERR_VALIDATION');
  });

  it('hides internals of unknown errors behind ERR_INTERNAL', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'ERR_INTERNAL', message: 'Erro interno do servidor.' });
    expect(response.body).not.toContain('10.0.0.5');
  });

  it('never leaks a response that breaks its own schema', async () => {
    const response = await app.inject({ method: 'GET', url: '/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('not-a-number');
  });

  it('answers unknown routes with ERR_ROUTE_NOT_FOUND', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_ROUTE_NOT_FOUND');
  });
});
