import type { IntegrationAction, ReplyMessage } from '../../integration-driver';
import type { TypebotBubble, TypebotChatAnswer, TypebotInput } from './typebot-api';
import { bubbleText } from './typebot-text';

/** The input the typebot waits on, kept in the session so a numbered answer maps back to its button. */
export interface PendingInput {
  id: string;
  type: string;
  /** A buttons (or picture choice) input's options in order; empty for other inputs. */
  choices: string[];
  multiple: boolean;
}

/** One Typebot answer read for the chat: what to send, what to do, and whether the typebot goes on. */
export interface TypebotReading {
  messages: ReplyMessage[];
  actions: IntegrationAction[];
  /** The input now waited on; null when the conversation with the typebot is over. */
  input: PendingInput | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const positiveInt = (value: unknown) => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : null);
const documentFile = /\.(pdf|docx?|xlsx?|pptx?|odt|ods|csv|txt|zip)$/i;
const endingActions = new Set<IntegrationAction['type']>(['transfer-queue', 'transfer-user', 'close', 'handover']);

/**
 * A text bubble written as `#` followed by a JSON object is an order to Chatdesk, never shown to the
 * customer (docs/integrations.md "Typebot"): {"close":true}, {"queueId":n}, {"userId":n,"queueId":m},
 * {"stopBot":true} (hand over), {"tags":["a"]}. Anything else starting with # is ordinary text.
 */
export function commandActions(text: string): IntegrationAction[] | null {
  if (!text.startsWith('#{')) return null;
  let value: unknown;
  try {
    value = JSON.parse(text.slice(1));
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const actions: IntegrationAction[] = [];
  if (Array.isArray(value.tags)) {
    const tags = value.tags.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '');
    if (tags.length > 0) actions.push({ type: 'tags', tags });
  }
  const queueId = positiveInt(value.queueId);
  const userId = positiveInt(value.userId);
  if (userId) actions.push(queueId ? { type: 'transfer-user', userId, queueId } : { type: 'transfer-user', userId });
  else if (queueId) actions.push({ type: 'transfer-queue', queueId });
  else if (value.close === true) actions.push({ type: 'close' });
  else if (value.stopBot === true) actions.push({ type: 'handover' });
  return actions.length > 0 ? actions : null;
}

function mediaReply(bubble: TypebotBubble): ReplyMessage | null {
  const content = isRecord(bubble.content) ? bubble.content : {};
  const url = typeof content.url === 'string' ? content.url.trim() : '';
  // An unset variable leaves `{{url}}` or nothing: there is no file to send.
  if (!/^https?:\/\/\S+$/i.test(url) || !URL.canParse(url)) return null;
  switch (bubble.type) {
    case 'image':
      return { kind: 'media-url', url, mediaType: 'image' };
    case 'audio':
      return { kind: 'media-url', url, mediaType: 'audio' };
    case 'video':
      // YouTube, Vimeo and other players are pages, not files: the customer gets the link.
      return content.type === undefined || content.type === 'url'
        ? { kind: 'media-url', url, mediaType: 'video' }
        : { kind: 'text', body: url };
    case 'embed':
    case 'custom-embed':
      return documentFile.test(new URL(url).pathname)
        ? { kind: 'media-url', url, mediaType: 'document' }
        : { kind: 'text', body: url };
    default:
      return null;
  }
}

function pendingInput(input: TypebotInput): PendingInput {
  const choices = (input.items ?? [])
    .map((item) => (item.content ?? item.title ?? '').trim())
    .filter((choice) => choice !== '');
  return { id: input.id, type: input.type, choices, multiple: input.options?.isMultipleChoice === true };
}

/** Chat channels have no buttons here: the options go as a numbered list under the last text. */
function appendChoices(messages: ReplyMessage[], choices: readonly string[]) {
  const list = choices.map((choice, index) => `${index + 1} - ${choice}`).join('\n');
  const last = messages.at(-1);
  if (last?.kind === 'text') messages[messages.length - 1] = { kind: 'text', body: `${last.body}\n\n${list}` };
  else messages.push({ kind: 'text', body: list });
}

/**
 * Typebot's answer → chat messages and actions. A retry (the customer's answer did not fit the
 * input: Typebot repeats the input with a text bubble carrying the input's own id) says
 * `unknownMessage` instead of Typebot's text when one is set. The conversation is over when the
 * typebot has no input left or a command moves the ticket; with no command saying where, the
 * ticket is handed over to the queue's attendants.
 */
export function readTypebotAnswer(answer: TypebotChatAnswer, unknownMessage: string): TypebotReading {
  const messages: ReplyMessage[] = [];
  const actions: IntegrationAction[] = [];
  for (const bubble of answer.messages) {
    if (bubble.type !== 'text') {
      const media = mediaReply(bubble);
      if (media) messages.push(media);
      continue;
    }
    const isRetry = answer.input != null && bubble.id === answer.input.id;
    const text = isRetry && unknownMessage.trim() ? unknownMessage.trim() : bubbleText(bubble.content);
    const command = commandActions(text);
    if (command) actions.push(...command);
    else if (text) messages.push({ kind: 'text', body: text });
  }
  const moves = actions.some((action) => endingActions.has(action.type));
  if (!answer.input || moves) {
    if (!moves) actions.push({ type: 'handover' });
    return { messages, actions, input: null };
  }
  const input = pendingInput(answer.input);
  if (input.choices.length > 0) appendChoices(messages, input.choices);
  return { messages, actions, input };
}

/**
 * The customer's answer as Typebot expects it: a number (or, for a multiple choice, numbers) picks
 * the buttons by their position in the list; any other text goes as typed (Typebot matches a
 * button's text itself).
 */
export function answerForInput(input: PendingInput | null, text: string): string {
  if (!input || input.choices.length === 0) return text;
  const numbers = text
    .replace(/[*.)]/g, ' ')
    .split(input.multiple ? /[\s,;]+/ : /\s+/)
    .filter(Boolean);
  if (numbers.length === 0 || (!input.multiple && numbers.length > 1)) return text;
  const chosen = numbers.map((number) => (/^\d+$/.test(number) ? input.choices[Number(number) - 1] : undefined));
  if (chosen.some((choice) => choice === undefined)) return text;
  return chosen.join(', ');
}
