import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipped = promisify(gzip);

/**
 * A JSON answer already encoded, as UTF-8 bytes, with a gzip copy when it is kept and sent many
 * times (a cached page): compressed once, off the event loop, then sent to every browser, which
 * always accepts gzip, at a sixth of the bytes.
 */
export interface JsonBytes {
  raw: Buffer;
  gzip: Buffer | null;
}

/** Below this, compression saves too little to be worth a header. */
const smallestCompressed = 1024;

export function uncompressed(raw: Buffer): JsonBytes {
  return { raw, gzip: null };
}

export async function withGzip(raw: Buffer): Promise<JsonBytes> {
  return { raw, gzip: raw.length < smallestCompressed ? null : await gzipped(raw) };
}

/** Whether an Accept-Encoding header (RFC 9110 §12.5.3) takes gzip: named, or through `*`, with a weight above 0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let anyCoding = false;
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    const accepted = weight === undefined || Number(weight.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return accepted;
    if (coding === '*') anyCoding = accepted;
  }
  return anyCoding;
}

/** Sends the bytes as they are (the route's answer schema has already shaped them), gzip when the client takes it. */
export function sendJsonBytes(request: FastifyRequest, reply: FastifyReply, bytes: JsonBytes): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (bytes.gzip && acceptsGzip(request.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'gzip').send(bytes.gzip as never);
  }
  return reply.send(bytes.raw as never);
}
