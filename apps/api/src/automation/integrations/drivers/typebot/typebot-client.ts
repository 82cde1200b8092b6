import { IntegrationCallError, type IntegrationHttp, type IntegrationResponse } from '../../http/integration-http';
import type { QueueIntegrationRow } from '../../integration-driver';
import { readContinueAnswer, readStartAnswer, type TypebotChatAnswer, type TypebotStartAnswer } from './typebot-api';

export interface TypebotCallOptions {
  /** Whole-call deadline of each Typebot call. */
  timeoutMs: number;
  /** Largest Typebot answer accepted. */
  maxBytes: number;
}

export interface TypebotClient {
  start(message: string | undefined, prefilledVariables: Record<string, string>): Promise<TypebotStartAnswer>;
  /** null: Typebot no longer knows the session (it ended or expired on its side). */
  continue(sessionId: string, message: string): Promise<TypebotChatAnswer | null>;
}

function ensureOk(response: IntegrationResponse, call: string) {
  if (response.status < 200 || response.status > 299) {
    throw new IntegrationCallError('status', `Typebot ${call} answered ${response.status}`, response.status);
  }
}

/**
 * Typebot's chat API on the integration's URL (its viewer, e.g. https://typebot.io or a self-hosted
 * one) for the integration's public id (typebotSlug). Texts are asked for as rich text, which every
 * Typebot version answers with.
 */
export function typebotClient(
  integration: Pick<QueueIntegrationRow, 'urlN8N' | 'typebotSlug'>,
  http: IntegrationHttp,
  companyId: number,
  options: TypebotCallOptions,
): TypebotClient {
  const base = integration.urlN8N.trim().replace(/\/+$/, '');
  const post = (path: string, body: unknown) =>
    http.request({
      companyId,
      method: 'POST',
      url: `${base}${path}`,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      timeoutMs: options.timeoutMs,
      maxBytes: options.maxBytes,
    });
  return {
    async start(message, prefilledVariables) {
      const slug = encodeURIComponent(integration.typebotSlug.trim());
      const response = await post(`/api/v1/typebots/${slug}/startChat`, {
        ...(message ? { message } : {}),
        prefilledVariables,
        textBubbleContentFormat: 'richText',
      });
      ensureOk(response, 'startChat');
      return readStartAnswer(response);
    },
    async continue(sessionId, message) {
      const response = await post(`/api/v1/sessions/${encodeURIComponent(sessionId)}/continueChat`, {
        message,
        textBubbleContentFormat: 'richText',
      });
      if (response.status === 404) return null;
      ensureOk(response, 'continueChat');
      return readContinueAnswer(response);
    },
  };
}
