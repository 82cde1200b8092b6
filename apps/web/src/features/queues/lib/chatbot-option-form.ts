import type { ChatbotOptionAnswer, ChatbotOptionType, ChatbotUpdateInput } from '@chatdesk/contracts';

export interface ChatbotOptionFormValues {
  name: string;
  greetingMessage: string;
  queueType: ChatbotOptionType;
  closeTicket: boolean;
  /** '' until chosen. */
  optQueueId: number | '';
  optUserId: number | '';
  optFileId: number | '';
  optIntegrationId: number | '';
}

export const newOptionValues = (): ChatbotOptionFormValues => ({
  name: '',
  greetingMessage: '',
  queueType: 'text',
  closeTicket: false,
  optQueueId: '',
  optUserId: '',
  optFileId: '',
  optIntegrationId: '',
});

export function optionValuesOf(option: ChatbotOptionAnswer): ChatbotOptionFormValues {
  return {
    name: option.name,
    greetingMessage: option.greetingMessage,
    queueType: option.queueType,
    closeTicket: option.closeTicket,
    optQueueId: option.optQueueId ?? '',
    optUserId: option.optUserId ?? '',
    optFileId: option.optFileId ?? '',
    optIntegrationId: option.optIntegrationId ?? '',
  };
}

const idOrNull = (value: number | '') => (value === '' ? null : value);

/** What PUT /chatbot/{id} takes (and POST /chatbot, with queueId and parentId). */
export function optionInputOf(values: ChatbotOptionFormValues): ChatbotUpdateInput {
  return {
    name: values.name,
    greetingMessage: values.greetingMessage,
    queueType: values.queueType,
    closeTicket: values.closeTicket,
    optQueueId: idOrNull(values.optQueueId),
    optUserId: idOrNull(values.optUserId),
    optFileId: idOrNull(values.optFileId),
    optIntegrationId: idOrNull(values.optIntegrationId),
  };
}

/** Spec 2 §5 "an option needs a message to advance to the next level" (and only text options lead on). */
export const canHoldSubOptions = (option: Pick<ChatbotOptionAnswer, 'queueType' | 'greetingMessage'>) =>
  option.queueType === 'text' && option.greetingMessage.trim() !== '';

/** The integration option's target, which the contracts' per-type rule does not cover: 'Required' until chosen. */
export const integrationTargetErrors = (values: ChatbotOptionFormValues) =>
  values.queueType === 'integration' && values.optIntegrationId === ''
    ? ({ optIntegrationId: 'required' } as const)
    : {};
