import type { ConnectionField } from './connection-form';

export const connectionTabs = [
  'general',
  'integrations',
  'messages',
  'chatbot',
  'assessments',
  'flowbuilder',
  'schedules',
  'webchat',
  'meta',
] as const;
export type ConnectionTab = (typeof connectionTabs)[number];

const tabOfField: Partial<Record<ConnectionField, ConnectionTab>> = {
  greetingMessage: 'messages',
  complationMessage: 'messages',
  outOfHoursMessage: 'messages',
  collectiveVacationMessage: 'messages',
  collectiveVacationStart: 'messages',
  collectiveVacationEnd: 'messages',
  maxUseBotQueues: 'chatbot',
  timeUseBotQueues: 'chatbot',
  expiresTicket: 'chatbot',
  whenExpiresTicket: 'chatbot',
  expiresInactiveMessage: 'chatbot',
  timeInactiveMessage: 'chatbot',
  inactiveMessage: 'chatbot',
  timeCreateNewTicket: 'chatbot',
  timeSendQueue: 'chatbot',
  sendIdQueue: 'chatbot',
  ratingMessage: 'assessments',
  expiresTicketNPS: 'assessments',
  maxUseBotQueuesNPS: 'assessments',
  schedules: 'schedules',
  flowIdWelcome: 'flowbuilder',
  flowIdNotPhrase: 'flowbuilder',
  integrationId: 'integrations',
  promptId: 'integrations',
};

/** The tab that holds the first failing field (tabs in their order), general by default. */
export function tabOfErrors(fields: readonly string[]): ConnectionTab {
  const tabs = new Set(fields.map((field) => tabOfField[field as ConnectionField] ?? 'general'));
  return connectionTabs.find((tab) => tabs.has(tab)) ?? 'general';
}
