import type { MessagesApiMessages } from './pt';

export const messagesApiEn: MessagesApiMessages = {
  title: 'Documentation for sending messages',
  methods: {
    title: 'Sending methods',
    text: '1. Text messages',
    media: '2. Media messages',
  },
  instructions: {
    title: 'Instructions',
    notes: 'Important notes',
    token:
      'Before sending messages, the token linked to the connection that will send them must be registered. To register it, open the "Connections" menu, click the connection\'s edit button and fill in the token field.',
    number:
      'The number must have no mask or special characters and must be made of: country code, area code and number.',
    example: 'Example: 5511912345678',
  },
  text: {
    intro: 'Below is the information needed to send text messages:',
  },
  media: {
    intro: 'Below is the information needed to send media:',
  },
  docs: {
    endpoint: 'Endpoint',
    method: 'Method',
    headers: 'Headers',
    body: 'Body',
    formData: 'FormData',
    optional: 'Optional fields',
    userId: 'userId: the user who takes the ticket',
    queueId: "queueId: the ticket's queue",
    sendSignature: "sendSignature: signs the message with the user's name (needs userId)",
    closeTicket: 'closeTicket: closes the ticket after sending',
    idempotency:
      'Idempotency-Key (optional header): repeating the same key within 24 hours returns the first answer without sending again.',
    rateLimit:
      'Sends are limited per token and per minute: beyond the limit the answer is 429 with a Retry-After header (seconds).',
    answer: 'Answer (201): the ids of the stored messages and of the ticket; delivery continues in the background.',
    example: 'Example (curl)',
  },
  test: {
    title: 'Test sending',
    token: 'Registered token',
    number: 'Number',
    body: 'Message',
    file: 'File',
    chooseFile: 'Choose file',
    noFile: 'No file chosen',
    send: 'Send',
    sending: 'Sending…',
    answer: 'API answer',
    required: 'Required',
    sent: 'Message sent successfully',
  },
  noPermission: 'This company is not allowed to access this page! Redirecting you.',
};
