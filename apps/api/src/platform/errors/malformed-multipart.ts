/**
 * Whether `error` is the multipart parser refusing the bytes a client sent: no boundary in the
 * Content-Type, a boundary longer than the parser takes, a body that ends before its closing
 * boundary. The parser (@fastify/busboy, under @fastify/multipart) throws plain Errors without a
 * status or code, so they are recognized by where they were raised.
 */
export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || 'statusCode' in error) return false;
  return typeof error.stack === 'string' && error.stack.includes('/@fastify/busboy/');
}
