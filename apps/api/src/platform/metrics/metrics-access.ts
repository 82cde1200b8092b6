import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';

const loopback = (address: string | undefined) =>
  address !== undefined && (address === '::1' || /^(::ffff:)?127\./.test(address));

const digestOf = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics: a request made on this machine (loopback socket and no forwarding
 * header, so a reverse proxy on the same host does not make every visitor local), or anyone
 * presenting `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time). Anyone else
 * gets ERR_NO_PERMISSION.
 */
export function assertMetricsReader(request: FastifyRequest, token: string | undefined): void {
  const { headers } = request;
  const forwarded = headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined;
  if (loopback(request.socket.remoteAddress) && !forwarded) return;
  const presented = headers.authorization?.match(/^Bearer (.+)$/)?.[1];
  if (token && presented && timingSafeEqual(digestOf(presented), digestOf(token))) return;
  throw new AppError('ERR_NO_PERMISSION');
}
