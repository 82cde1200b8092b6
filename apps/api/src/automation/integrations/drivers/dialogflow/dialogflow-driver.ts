import { IntegrationCallError } from '../../http/integration-http';
import type { IntegrationDriver, IntegrationReply, IntegrationTarget } from '../../integration-driver';
import type { DialogflowClient } from './dialogflow-client';

export type DialogflowTarget = Extract<IntegrationTarget, { kind: 'integration' }>;

/**
 * A ticket talking to a Dialogflow ES agent: the customer's new texts go as one query in the
 * ticket's session (its uuid, so the agent keeps its contexts across messages), the fulfillment
 * text comes back as a text message, and an intent that ends the conversation hands the ticket
 * back to its queue's attendants. Media without a caption carry no text for the agent.
 */
export function createDialogflowDriver(client: DialogflowClient): IntegrationDriver<DialogflowTarget> {
  return {
    async converse({ integration }, turn): Promise<IntegrationReply> {
      const text = turn.messages
        .map((message) => message.body.trim())
        .filter((body) => body !== '')
        .join('\n');
      if (text === '') return { messages: [], actions: [], session: turn.session };
      if (!integration.jsonContentSealed) {
        throw new IntegrationCallError('malformed', 'The integration has no service account key');
      }
      const result = await client.detectIntent({
        companyId: turn.companyId,
        projectId: integration.projectName,
        credentialsJson: turn.secrets.open(integration.jsonContentSealed),
        language: integration.language,
        sessionId: turn.ticket.uuid,
        text,
      });
      const messages = result.fulfillmentText.trim() ? [{ kind: 'text' as const, body: result.fulfillmentText }] : [];
      if (result.endConversation) return { messages, actions: [{ type: 'handover' }], session: null };
      return { messages, actions: [], session: { lastIntent: result.intent } };
    },
  };
}
