import { boolean, integer, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Spec 2 §3 Plan. Global (not tenant-scoped): the platform operator manages plans. */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull().default('0'),
  users: integer('users').notNull().default(1),
  connections: integer('connections').notNull().default(1),
  queues: integer('queues').notNull().default(1),
  isPublic: boolean('is_public').notNull().default(true),
  useWhatsapp: boolean('use_whatsapp').notNull().default(true),
  useFacebook: boolean('use_facebook').notNull().default(true),
  useInstagram: boolean('use_instagram').notNull().default(true),
  useCampaigns: boolean('use_campaigns').notNull().default(true),
  useSchedules: boolean('use_schedules').notNull().default(true),
  useInternalChat: boolean('use_internal_chat').notNull().default(true),
  useExternalApi: boolean('use_external_api').notNull().default(true),
  useKanban: boolean('use_kanban').notNull().default(true),
  useOpenAi: boolean('use_open_ai').notNull().default(true),
  useIntegrations: boolean('use_integrations').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
