/** Spec 2 §3 Chatbot option `queueType`: what choosing the option does. */
export const chatbotOptionTypes = ['text', 'attendent', 'queue', 'integration', 'file'] as const;
export type ChatbotOptionType = (typeof chatbotOptionTypes)[number];
