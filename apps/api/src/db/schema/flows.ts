import type { FlowGraph } from '@chatdesk/contracts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, updatedAtColumn } from './columns';
import { connections } from './connections';
import { tenantIsolation } from './tenancy';
import { users } from './users';

/**
 * Spec 3 §3 Flow: a named conversation graph. `graph` and `version` are the last saved version;
 * every save also keeps its graph in `flow_versions`, so a run continues on the version it started
 * with while the flow is edited (docs/flows.md).
 */
export const flows = pgTable(
  'flows',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    name: varchar('name', { length: 50 }).notNull(),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    graph: jsonb('graph').$type<FlowGraph>().notNull().default({ nodes: [], connections: [] }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('flows_company_name_idx').on(table.companyId, table.name), tenantIsolation()],
).enableRLS();

/** Every saved version of a flow's graph; version 1 is the empty graph a new flow starts with. */
export const flowVersions = pgTable(
  'flow_versions',
  {
    companyId: companyIdColumn(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    graph: jsonb('graph').$type<FlowGraph>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.flowId, table.version] }), tenantIsolation()],
).enableRLS();

/**
 * Spec 3 §3 Flow campaign (a phrase campaign): an inbound message matching `phrase` on
 * `whatsappId` (any connection when null) starts `flowId` (docs/flows.md "Phrase campaigns").
 */
export const flowCampaigns = pgTable(
  'flow_campaigns',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    name: varchar('name', { length: 50 }).notNull(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'restrict' }),
    /** Deleting the connection deletes its phrase campaigns: a null connection would mean every connection. */
    whatsappId: integer('whatsapp_id').references(() => connections.id, { onDelete: 'cascade' }),
    phrase: text('phrase').notNull(),
    status: boolean('status').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('flow_campaigns_company_idx').on(table.companyId, table.whatsappId), tenantIsolation()],
).enableRLS();
