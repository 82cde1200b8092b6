import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn } from './columns';
import { tenantIsolation } from './tenancy';

/**
 * The files uploaded for a company's flows (POST /flowbuilder/img, /audio, /content). A saved
 * graph may only name these (docs/flows.md "Uploads"): `name` is the stored file's name under
 * the company's media folder, `mime` what its bytes are.
 */
export const flowMedia = pgTable(
  'flow_media',
  {
    companyId: companyIdColumn(),
    name: varchar('name', { length: 64 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.name] }), tenantIsolation()],
).enableRLS();
