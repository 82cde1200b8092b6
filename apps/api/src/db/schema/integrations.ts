import { queueIntegrationTypes } from '@chatdesk/contracts';
import { doublePrecision, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { flows } from './flows';
import { queues } from './queues';
import { tenantIsolation } from './tenancy';

/**
 * Spec 3 §3 Queue integration: an outside engine a queue, connection, chatbot option or flow node
 * hands the conversation to. Secrets are sealed with the data encryption key (`*_sealed`, SecretBox)
 * and never leave the server except through the managers' reveal call.
 */
export const queueIntegrations = pgTable(
  'queue_integrations',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    type: varchar('type', { length: 20, enum: queueIntegrationTypes }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    projectName: varchar('project_name', { length: 200 }).notNull().default(''),
    /** Dialogflow service-account JSON, sealed. */
    jsonContentSealed: text('json_content_sealed'),
    language: varchar('language', { length: 10 }).notNull().default('pt-BR'),
    urlN8N: varchar('url_n8n', { length: 2000 }).notNull().default(''),
    /** n8n/webhook HMAC signing secret, sealed. */
    webhookSecretSealed: text('webhook_secret_sealed'),
    typebotSlug: varchar('typebot_slug', { length: 200 }).notNull().default(''),
    typebotDelayMessage: integer('typebot_delay_message').notNull().default(1000),
    typebotExpires: integer('typebot_expires').notNull().default(1),
    typebotKeywordFinish: varchar('typebot_keyword_finish', { length: 100 }).notNull().default(''),
    typebotKeywordRestart: varchar('typebot_keyword_restart', { length: 100 }).notNull().default(''),
    typebotRestartMessage: text('typebot_restart_message').notNull().default(''),
    typebotUnknownMessage: text('typebot_unknown_message').notNull().default(''),
    /** flowbuilder: the flow it starts. */
    flowId: integer('flow_id').references(() => flows.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('queue_integrations_company_name_idx').on(table.companyId, table.name), tenantIsolation()],
).enableRLS();

/** Spec 3 §3 Prompt: the OpenAI assistant of a queue (one per queue). API and speech keys sealed. */
export const prompts = pgTable(
  'prompts',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    prompt: text('prompt').notNull(),
    apiKeySealed: text('api_key_sealed').notNull(),
    voice: varchar('voice', { length: 60 }).notNull().default('texto'),
    voiceKeySealed: text('voice_key_sealed'),
    voiceRegion: varchar('voice_region', { length: 50 }).notNull().default(''),
    maxTokens: integer('max_tokens').notNull().default(100),
    temperature: doublePrecision('temperature').notNull().default(1),
    maxMessages: integer('max_messages').notNull().default(10),
    queueId: integer('queue_id').references(() => queues.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('prompts_company_name_idx').on(table.companyId, table.name),
    // ERR_PROMPT_QUEUE_TAKEN is this constraint: one assistant per queue.
    uniqueIndex('prompts_company_queue_unique').on(table.companyId, table.queueId),
    tenantIsolation(),
  ],
).enableRLS();
