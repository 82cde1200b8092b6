import { z } from 'zod';
import { IntegrationCallError, type IntegrationHttp } from '../../http/integration-http';
import type { DialogflowClient, DialogflowQuery, DialogflowResult } from './dialogflow-client';
import { parseServiceAccount, ServiceAccountTokens } from './service-account-token';

export interface GoogleDialogflowOptions {
  http: IntegrationHttp;
  /** DIALOGFLOW_BASE_URL, without a trailing slash. */
  baseUrl: string;
  /** GOOGLE_OAUTH_TOKEN_URL. */
  tokenUrl: string;
  /** Deadline of each call (token exchange, detectIntent). */
  timeoutMs?: number;
  now?: () => number;
}

/** The part of Dialogflow ES's DetectIntentResponse the product reads. */
const detectIntentAnswer = z.object({
  queryResult: z.object({
    fulfillmentText: z.string().optional(),
    fulfillmentMessages: z
      .array(z.object({ text: z.object({ text: z.array(z.string()).optional() }).optional() }).passthrough())
      .optional(),
    intent: z.object({ displayName: z.string().optional(), endInteraction: z.boolean().optional() }).optional(),
    diagnosticInfo: z.record(z.string(), z.unknown()).optional(),
  }),
});
type QueryResult = z.infer<typeof detectIntentAnswer>['queryResult'];

/**
 * Dialogflow ES over its REST API: a service-account token (JWT bearer grant, cached), then
 * `projects/{project}/agent/sessions/{session}:detectIntent`. Every call goes through the given
 * IntegrationHttp; a refused token is forgotten and asked again once.
 */
export function createGoogleDialogflowClient(options: GoogleDialogflowOptions): DialogflowClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const tokens = new ServiceAccountTokens({
    http: options.http,
    tokenUrl: options.tokenUrl,
    timeoutMs,
    now: options.now ?? Date.now,
  });

  const call = async (query: DialogflowQuery, token: string) => {
    const project = encodeURIComponent(query.projectId);
    const session = encodeURIComponent(query.sessionId);
    return options.http.request({
      companyId: query.companyId,
      method: 'POST',
      url: `${options.baseUrl}/v2/projects/${project}/agent/sessions/${session}:detectIntent`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ queryInput: { text: { text: query.text, languageCode: query.language } } }),
      timeoutMs,
    });
  };

  return {
    async detectIntent(query) {
      const account = parseServiceAccount(query.credentialsJson);
      let response = await call(query, await tokens.token(query.companyId, account));
      if (response.status === 401) {
        tokens.forget(account);
        response = await call(query, await tokens.token(query.companyId, account));
      }
      if (response.status !== 200) {
        throw new IntegrationCallError('status', `Dialogflow answered ${response.status}`, response.status);
      }
      const answer = detectIntentAnswer.safeParse(response.json());
      if (!answer.success) throw new IntegrationCallError('malformed', 'The Dialogflow answer has no queryResult');
      return resultOf(answer.data.queryResult);
    },
  };
}

function resultOf(queryResult: QueryResult): DialogflowResult {
  const texts = (queryResult.fulfillmentMessages ?? []).flatMap((message) => message.text?.text ?? []);
  return {
    intent: queryResult.intent?.displayName ?? null,
    fulfillmentText: queryResult.fulfillmentText || texts.join('\n'),
    endConversation:
      queryResult.diagnosticInfo?.end_conversation === true || queryResult.intent?.endInteraction === true,
  };
}
