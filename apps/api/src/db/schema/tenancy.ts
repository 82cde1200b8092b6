import { sql } from 'drizzle-orm';
import { pgPolicy, pgRole } from 'drizzle-orm/pg-core';

/**
 * The database role tenant-scoped work runs as (`SET LOCAL ROLE` inside each tenant
 * transaction). It owns nothing and cannot bypass row-level security, so the policies
 * below hold even when a query forgets its company filter. Created at start-up, before
 * migrations, by platform/db/roles.ts.
 */
export const tenantRoleName = 'chatdesk_tenant';
export const tenantRole = pgRole(tenantRoleName).existing();

/** `current_setting` without missing_ok: a tenant query with no company set fails loudly instead of reading nothing. */
const currentCompany = sql`current_setting('app.company_id')::integer`;

export const tenantIsolation = (column: 'company_id' | 'id' = 'company_id') =>
  pgPolicy('tenant_isolation', {
    as: 'permissive',
    for: 'all',
    to: tenantRole,
    using: sql`${sql.identifier(column)} = ${currentCompany}`,
    withCheck: sql`${sql.identifier(column)} = ${currentCompany}`,
  });
