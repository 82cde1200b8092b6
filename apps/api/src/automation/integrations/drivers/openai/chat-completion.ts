import { z } from 'zod';
import { IntegrationCallError, type IntegrationHttp } from '../../http/integration-http';
import { requireSuccess } from './provider-answer';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatCompletionRequest {
  companyId: number;
  /** OPENAI_BASE_URL, without a trailing slash. */
  baseUrl: string;
  model: string;
  apiKey: string;
  messages: readonly ChatMessage[];
  maxTokens: number;
  temperature: number;
  timeoutMs?: number;
}

/** The parts of a `chat.completion` object (OpenAI API reference) the driver reads. */
const chatCompletionAnswer = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable().optional() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

/**
 * POST {baseUrl}/chat/completions and the first choice's text. An answer cut by max_tokens
 * (`finish_reason: length`) is still an answer. Non-2xx statuses, deadlines, malformed JSON, an
 * answer without choices or without text all throw IntegrationCallError.
 */
export async function requestChatCompletion(http: IntegrationHttp, request: ChatCompletionRequest): Promise<string> {
  const response = await http.request({
    companyId: request.companyId,
    method: 'POST',
    url: `${request.baseUrl}/chat/completions`,
    headers: { authorization: `Bearer ${request.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      model: request.model,
      messages: request.messages,
      max_tokens: request.maxTokens,
      temperature: request.temperature,
    }),
    timeoutMs: request.timeoutMs ?? 30_000,
    maxBytes: 1024 * 1024,
  });
  requireSuccess(response, 'The OpenAI API');
  const answer = chatCompletionAnswer.safeParse(response.json());
  if (!answer.success) throw new IntegrationCallError('malformed', 'The completion has no choices');
  const content = answer.data.choices[0]?.message.content?.trim() ?? '';
  if (!content) throw new IntegrationCallError('malformed', 'The completion has no text');
  return content;
}
