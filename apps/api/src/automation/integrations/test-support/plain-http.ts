import { IntegrationCallError, type IntegrationHttp, type IntegrationResponse } from '../http/integration-http';

/**
 * A test client for drivers talking to local stub servers: plain fetch with the same answer shape
 * and timeout failure as the server's client, without its address guard (the stubs are on
 * loopback). The guard itself is tested in http/.
 */
export function plainIntegrationHttp(): IntegrationHttp {
  return {
    async request({ method = 'GET', url, headers, body, timeoutMs = 10_000 }) {
      let answer: Response;
      try {
        answer = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new IntegrationCallError(timedOut ? 'timeout' : 'network', String(error));
      }
      const bytes = Buffer.from(await answer.arrayBuffer());
      const response: IntegrationResponse = {
        status: answer.status,
        headers: answer.headers,
        body: bytes,
        text: () => bytes.toString('utf8'),
        json: () => {
          try {
            return JSON.parse(bytes.toString('utf8'));
          } catch {
            throw new IntegrationCallError('malformed', 'The answer is not JSON');
          }
        },
      };
      return response;
    },
  };
}
