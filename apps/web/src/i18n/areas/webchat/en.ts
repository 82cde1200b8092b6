import type { WebchatMessages } from './pt';

export const webchatEn: WebchatMessages = {
  title: 'Website chat',
  loading: 'Loading the chat settings…',
  origins: {
    label: 'Allowed websites',
    help: 'Only pages of these origins may open the chat (e.g. https://www.myshop.com).',
    add: 'Add',
    remove: 'Remove {{origin}}',
    invalid: 'Enter an origin like https://example.com',
    empty: 'No allowed website: the chat opens nowhere.',
  },
  look: {
    widgetTitle: 'Window title',
    color: 'Colour',
    greeting: 'Welcome message',
  },
  identity: {
    label: 'Identity secret (optional)',
    help: "Your server signs the customer's id with HMAC-SHA256 and this secret; the chat then recognises the customer on any device.",
    none: 'No secret generated',
    generate: 'Generate secret',
    regenerate: 'Generate a new secret',
    confirmRegenerate: 'The current secret will stop working. Continue?',
    copy: 'Copy secret',
  },
  snippet: {
    label: 'Code for your website',
    help: 'Paste this code before </body> on the pages of your website.',
    copy: 'Copy code',
  },
  save: 'Save website chat',
  cancel: 'Cancel',
  toasts: {
    saved: 'Website chat saved.',
    copied: 'Copied!',
    secretGenerated: 'New secret generated.',
  },
};
