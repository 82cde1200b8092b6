import type { ChatbotOptionAnswer } from '@chatdesk/contracts';
import type { ChatbotRow } from './chatbots.repository';

export function toChatbotOption(row: ChatbotRow): ChatbotOptionAnswer {
  return {
    id: row.id,
    queueId: row.queueId,
    parentId: row.parentId,
    position: row.position,
    name: row.name,
    greetingMessage: row.greetingMessage,
    queueType: row.queueType,
    closeTicket: row.closeTicket,
    optQueueId: row.optQueueId,
    optUserId: row.optUserId,
    optIntegrationId: row.optIntegrationId,
    optFileId: row.optFileId,
    options: [],
  };
}

/**
 * Nests a queue's options (already ordered by position) under their parents and answers the
 * top level. Rows keep their order, so every level is ordered the same way.
 */
export function toChatbotTree(rows: ChatbotRow[]): ChatbotOptionAnswer[] {
  const byId = new Map(rows.map((row) => [row.id, toChatbotOption(row)]));
  const roots: ChatbotOptionAnswer[] = [];
  for (const row of rows) {
    const option = byId.get(row.id) as ChatbotOptionAnswer;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (parent) parent.options.push(option);
    else roots.push(option);
  }
  return roots;
}

/** One option with its sub-options, out of its queue's rows. */
export function findInTree(rows: ChatbotRow[], id: number): ChatbotOptionAnswer | null {
  const search = (options: ChatbotOptionAnswer[]): ChatbotOptionAnswer | null => {
    for (const option of options) {
      if (option.id === id) return option;
      const found = search(option.options);
      if (found) return found;
    }
    return null;
  };
  return search(toChatbotTree(rows));
}
