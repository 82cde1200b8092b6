import { type CompanySettingKey, companySettingDefaults } from '@chatdesk/contracts';
import { sql } from 'drizzle-orm';
import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { tenantIsolation } from './tenancy';

export { type CompanySettingKey, companySettingDefaults, companySettingKeys } from '@chatdesk/contracts';

const option = (name: string, key: CompanySettingKey) =>
  varchar(name, { length: 20 }).notNull().default(companySettingDefaults[key]);
const message = (name: string, key: CompanySettingKey) =>
  varchar(name, { length: 2000 }).notNull().default(companySettingDefaults[key]);

/** One row per company; read by column name. A missing row reads as the defaults above. */
export const companySettings = pgTable(
  'company_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userRating: option('user_rating', 'userRating'),
    scheduleType: option('schedule_type', 'scheduleType'),
    chatBotType: option('chat_bot_type', 'chatBotType'),
    acceptCallWhatsapp: option('accept_call_whatsapp', 'acceptCallWhatsapp'),
    userRandom: option('user_random', 'userRandom'),
    sendGreetingMessageOneQueues: option('send_greeting_message_one_queues', 'sendGreetingMessageOneQueues'),
    sendSignMessage: option('send_sign_message', 'sendSignMessage'),
    sendFarewellWaitingTicket: option('send_farewell_waiting_ticket', 'sendFarewellWaitingTicket'),
    sendGreetingAccepted: option('send_greeting_accepted', 'sendGreetingAccepted'),
    sendQueuePosition: option('send_queue_position', 'sendQueuePosition'),
    acceptAudioMessageContact: option('accept_audio_message_contact', 'acceptAudioMessageContact'),
    enableLGPD: option('enable_lgpd', 'enableLGPD'),
    requiredTag: option('required_tag', 'requiredTag'),
    lgpdDeleteMessage: option('lgpd_delete_message', 'lgpdDeleteMessage'),
    lgpdHideNumber: option('lgpd_hide_number', 'lgpdHideNumber'),
    lgpdConsent: option('lgpd_consent', 'lgpdConsent'),
    lgpdMessage: message('lgpd_message', 'lgpdMessage'),
    lgpdLink: message('lgpd_link', 'lgpdLink'),
    sendMsgTransfTicket: option('send_msg_transf_ticket', 'sendMsgTransfTicket'),
    DirectTicketsToWallets: option('direct_tickets_to_wallets', 'DirectTicketsToWallets'),
    closeTicketOnTransfer: option('close_ticket_on_transfer', 'closeTicketOnTransfer'),
    transferMessage: message('transfer_message', 'transferMessage'),
    greetingAcceptedMessage: message('greeting_accepted_message', 'greetingAcceptedMessage'),
    AcceptCallWhatsappMessage: message('accept_call_whatsapp_message', 'AcceptCallWhatsappMessage'),
    sendQueuePositionMessage: message('send_queue_position_message', 'sendQueuePositionMessage'),
    showNotificationPending: option('show_notification_pending', 'showNotificationPending'),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  () => [tenantIsolation()],
).enableRLS();
