import type {
  ConversationTurn,
  IntegrationAction,
  IntegrationDriver,
  IntegrationReply,
  IntegrationTarget,
  QueueIntegrationRow,
  ReplyMessage,
} from '../../integration-driver';
import type { TypebotChatAnswer } from './typebot-api';
import { type TypebotCallOptions, type TypebotClient, typebotClient } from './typebot-client';
import { answerForInput, readTypebotAnswer } from './typebot-replies';
import { isKeyword, liveSession, type TypebotSession } from './typebot-session';

type IntegrationTargetOnly = Extract<IntegrationTarget, { kind: 'integration' }>;

const defaultCallOptions: TypebotCallOptions = { timeoutMs: 15_000, maxBytes: 1_000_000 };

/**
 * The customer's details Typebot may prefill into variables of the same names (Typebot ignores the
 * ones a typebot does not declare). `pushName` is the name typebots written for the predecessor read.
 */
function prefilledVariables(turn: ConversationTurn): Record<string, string> {
  const { contact, ticket } = turn;
  return {
    name: contact.name,
    pushName: contact.name,
    number: contact.number,
    email: contact.email,
    ticketId: String(ticket.id),
  };
}

/** One call of the driver: the customer's messages in order against one Typebot session. */
class TypebotConversation {
  private readonly messages: ReplyMessage[] = [];
  private readonly actions: IntegrationAction[] = [];
  private session: TypebotSession | null;
  private over = false;

  constructor(
    private readonly integration: QueueIntegrationRow,
    private readonly turn: ConversationTurn,
    private readonly client: TypebotClient,
  ) {
    this.session = liveSession(turn.session, integration.typebotExpires, turn.now);
  }

  async run(): Promise<IntegrationReply> {
    for (const message of this.turn.messages) {
      // Messages after the end of the typebot are the attendants' to read.
      if (this.over) break;
      await this.take(message.body.trim());
    }
    const session =
      this.over || !this.session ? null : { ...this.session, lastActivityAt: this.turn.now.toISOString() };
    return {
      messages: this.messages,
      actions: this.actions,
      delayMs: this.integration.typebotDelayMessage,
      session,
    };
  }

  private async take(text: string) {
    const { typebotKeywordFinish, typebotKeywordRestart, typebotRestartMessage, typebotUnknownMessage } =
      this.integration;
    if (isKeyword(text, typebotKeywordFinish)) {
      this.actions.push({ type: 'handover' });
      this.end();
      return;
    }
    if (isKeyword(text, typebotKeywordRestart)) {
      if (typebotRestartMessage.trim()) this.messages.push({ kind: 'text', body: typebotRestartMessage.trim() });
      await this.start(undefined);
      return;
    }
    if (!this.session) {
      await this.start(text || undefined);
      return;
    }
    // A picture, an audio... with no text: Typebot's API takes text, and our files are not public to it.
    if (!text) {
      if (typebotUnknownMessage.trim()) this.messages.push({ kind: 'text', body: typebotUnknownMessage.trim() });
      return;
    }
    const answer = await this.client.continue(this.session.sessionId, answerForInput(this.session.input, text));
    // Typebot forgot the session (ended or expired on its side): start again, once, with this message.
    if (answer === null) await this.start(text);
    else this.absorb(answer, this.session.sessionId);
  }

  private async start(text: string | undefined) {
    const answer = await this.client.start(text, prefilledVariables(this.turn));
    this.absorb(answer, answer.sessionId);
  }

  private absorb(answer: TypebotChatAnswer, sessionId: string) {
    const reading = readTypebotAnswer(answer, this.integration.typebotUnknownMessage);
    this.messages.push(...reading.messages);
    this.actions.push(...reading.actions);
    if (reading.input) this.session = { sessionId, lastActivityAt: this.turn.now.toISOString(), input: reading.input };
    else this.end();
  }

  private end() {
    this.session = null;
    this.over = true;
  }
}

/**
 * Typebot (spec 3 §3 queue integration of type typebot): startChat on the first message (or after
 * expiry, a restart keyword, or Typebot losing the session), continueChat after; the finish keyword
 * and the typebot's end hand the ticket to the queue's attendants. docs/integrations.md "Typebot".
 */
export function createTypebotDriver(
  options: Partial<TypebotCallOptions> = {},
): IntegrationDriver<IntegrationTargetOnly> {
  const callOptions = { ...defaultCallOptions, ...options };
  return {
    converse(target, turn) {
      const client = typebotClient(target.integration, turn.http, turn.companyId, callOptions);
      return new TypebotConversation(target.integration, turn, client).run();
    },
  };
}
