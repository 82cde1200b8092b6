import type { CompanySettings } from '@chatdesk/contracts';

/** The API's defaults (company_settings column defaults). */
export function settingsFixture(overrides: Partial<CompanySettings> = {}): CompanySettings {
  return {
    userRating: 'disabled',
    scheduleType: 'disabled',
    chatBotType: 'text',
    acceptCallWhatsapp: 'enabled',
    userRandom: 'disabled',
    sendGreetingMessageOneQueues: 'enabled',
    sendSignMessage: 'enabled',
    sendFarewellWaitingTicket: 'disabled',
    sendGreetingAccepted: 'disabled',
    sendQueuePosition: 'disabled',
    acceptAudioMessageContact: 'enabled',
    enableLGPD: 'disabled',
    requiredTag: 'disabled',
    lgpdDeleteMessage: 'disabled',
    lgpdHideNumber: 'disabled',
    lgpdConsent: 'disabled',
    lgpdMessage: '',
    lgpdLink: '',
    sendMsgTransfTicket: 'disabled',
    DirectTicketsToWallets: 'disabled',
    closeTicketOnTransfer: false,
    transferMessage: '',
    greetingAcceptedMessage: '',
    AcceptCallWhatsappMessage: '',
    sendQueuePositionMessage: '',
    showNotificationPending: false,
    ...overrides,
  };
}
