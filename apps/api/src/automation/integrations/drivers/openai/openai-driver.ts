import type { Logger } from '../../../../platform/logger/logger';
import type { ConversationTurn, IntegrationDriver, PromptRow, ReplyMessage } from '../../integration-driver';
import { requestTranscription } from './audio-transcription';
import { type ChatMessage, requestChatCompletion } from './chat-completion';
import { handoverMarker, readModelAnswer } from './handover';
import { speechMimeType, synthesizeSpeech } from './speech-synthesis';

export interface OpenAiDriverOptions {
  /** config.integrations: OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_TRANSCRIPTION_MODEL, SPEECH_BASE_URL. */
  openAiBaseUrl: string;
  openAiModel: string;
  openAiTranscriptionModel: string;
  speechBaseUrl: string;
  /** Deadlines of the three calls, in ms (defaults: chat 30 s, transcription 60 s, speech 20 s). */
  timeouts?: { chatMs?: number; transcriptionMs?: number; speechMs?: number };
  /** Where a spoken answer sent as text is noted. */
  logger?: Pick<Logger, 'warn'>;
}

type PromptTarget = { kind: 'prompt'; prompt: PromptRow };

/** The system message: the prompt, who the customer is, and how to ask for a person. */
export function systemMessage(prompt: PromptRow, contactName: string): string {
  const parts = [prompt.prompt.trim()];
  if (contactName.trim()) parts.push(`O nome do cliente é ${contactName.trim()}.`);
  parts.push(
    'Se o cliente pedir para falar com um atendente humano, ou se você não puder ajudar, ' +
      `responda com uma linha contendo exatamente: ${handoverMarker}`,
  );
  return parts.join('\n\n');
}

/**
 * The OpenAI assistant of a queue or flow node (spec 3 §3 Prompt): the prompt as system message,
 * the ticket's last `maxMessages` messages as history, the new customer messages (audio transcribed
 * first with the prompt's key), `max_tokens` and `temperature` of the prompt. The model's marker
 * line hands the ticket to the queue's attendants. With a voice and a speech key the answer is
 * spoken (an Ogg/Opus voice note, without the text, as WhatsApp users expect); when synthesis fails
 * the text is sent instead, so the customer is answered either way. Any failure of the model or of a
 * transcription throws: the runner then hands the ticket to a human.
 */
export function createOpenAiDriver(options: OpenAiDriverOptions): IntegrationDriver<PromptTarget> {
  const timeouts = options.timeouts ?? {};

  const customerMessages = async (turn: ConversationTurn, apiKey: string): Promise<ChatMessage[]> => {
    const contents: ChatMessage[] = [];
    for (const message of turn.messages) {
      const content =
        message.mediaType === 'audio' && message.mediaUrl
          ? await requestTranscription(turn.http, {
              companyId: turn.companyId,
              baseUrl: options.openAiBaseUrl,
              model: options.openAiTranscriptionModel,
              apiKey,
              audio: await turn.readMedia(message.mediaUrl),
              ...(timeouts.transcriptionMs ? { timeoutMs: timeouts.transcriptionMs } : {}),
            })
          : message.body.trim();
      if (content) contents.push({ role: 'user', content });
    }
    return contents;
  };

  const spoken = async (prompt: PromptRow, turn: ConversationTurn, text: string): Promise<ReplyMessage> => {
    if (prompt.voice === 'texto' || !prompt.voiceKeySealed || !prompt.voiceRegion) return { kind: 'text', body: text };
    try {
      const bytes = await synthesizeSpeech(turn.http, {
        companyId: turn.companyId,
        baseUrl: options.speechBaseUrl,
        region: prompt.voiceRegion,
        voice: prompt.voice,
        subscriptionKey: turn.secrets.open(prompt.voiceKeySealed),
        text,
        ...(timeouts.speechMs ? { timeoutMs: timeouts.speechMs } : {}),
      });
      // The text rides along as the audio message's body: channels send a voice note without it, and
      // the ticket (the attendants' view, the next turn's history) keeps what the assistant said.
      return {
        kind: 'media-bytes',
        bytes,
        mimeType: speechMimeType,
        fileName: 'resposta.ogg',
        mediaType: 'audio',
        caption: text,
      };
    } catch (error) {
      options.logger?.warn(
        { companyId: turn.companyId, ticketId: turn.ticket.id, promptId: prompt.id, reason: String(error) },
        'speech synthesis failed: the answer is sent as text',
      );
      return { kind: 'text', body: text };
    }
  };

  return {
    async converse({ prompt }, turn) {
      const apiKey = turn.secrets.open(prompt.apiKeySealed);
      const fresh = await customerMessages(turn, apiKey);
      if (fresh.length === 0) return { messages: [], actions: [], session: null };
      const history = await turn.history(prompt.maxMessages);
      const content = await requestChatCompletion(turn.http, {
        companyId: turn.companyId,
        baseUrl: options.openAiBaseUrl,
        model: options.openAiModel,
        apiKey,
        messages: [
          { role: 'system', content: systemMessage(prompt, turn.contact.name) },
          ...history
            .filter((entry) => entry.body.trim())
            .map((entry): ChatMessage => ({ role: entry.fromMe ? 'assistant' : 'user', content: entry.body })),
          ...fresh,
        ],
        maxTokens: prompt.maxTokens,
        temperature: prompt.temperature,
        ...(timeouts.chatMs ? { timeoutMs: timeouts.chatMs } : {}),
      });
      const answer = readModelAnswer(content);
      return {
        messages: answer.text ? [await spoken(prompt, turn, answer.text)] : [],
        actions: answer.handover ? [{ type: 'handover' }] : [],
        session: null,
      };
    },
  };
}
