import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { connections, webchatSettings } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import type { ConnectionRow } from '../channel-driver';

export type WebchatSettingsRow = typeof webchatSettings.$inferSelect;

/** 24 random bytes as 32 url-safe characters: the public id in the embed snippet. */
export const newWidgetKey = () => randomBytes(24).toString('base64url');

/**
 * The widget settings of a webchat connection, created on first use (start or an admin's read):
 * connections are created by the connections module, which knows nothing about widgets.
 * ON CONFLICT makes concurrent first uses settle on one row.
 */
export async function ensureWebchatSettings(
  tx: Tx,
  connection: Pick<ConnectionRow, 'id' | 'companyId'>,
): Promise<WebchatSettingsRow> {
  await tx
    .insert(webchatSettings)
    .values({ companyId: connection.companyId, whatsappId: connection.id, widgetKey: newWidgetKey() })
    .onConflictDoNothing({ target: webchatSettings.whatsappId });
  const [row] = await tx.select().from(webchatSettings).where(eq(webchatSettings.whatsappId, connection.id));
  if (!row) throw new Error(`webchat settings of connection ${connection.id} vanished`);
  return row;
}

/** One of the company's connections (any channel), or null: another company's id is missing. */
export async function findCompanyConnection(tx: Tx, companyId: number, connectionId: number) {
  const [row] = await tx
    .select()
    .from(connections)
    .where(and(eq(connections.id, connectionId), eq(connections.companyId, companyId)));
  return row ?? null;
}

/** Platform lookup by the public key (no company known yet): the widget and its webchat connection. */
export async function findWidgetByKey(tx: Tx, widgetKey: string) {
  const [row] = await tx
    .select({ settings: webchatSettings, connection: connections })
    .from(webchatSettings)
    .innerJoin(connections, eq(connections.id, webchatSettings.whatsappId))
    .where(and(eq(webchatSettings.widgetKey, widgetKey), eq(connections.channel, 'webchat')));
  return row ?? null;
}

/** Numbers a new anonymous visitor ('Visitante N'); the row lock orders concurrent arrivals. */
export async function nextVisitorNumber(tx: Tx, connectionId: number): Promise<number> {
  const [row] = await tx
    .update(webchatSettings)
    .set({ visitorCount: sql`${webchatSettings.visitorCount} + 1` })
    .where(eq(webchatSettings.whatsappId, connectionId))
    .returning({ visitorCount: webchatSettings.visitorCount });
  if (!row) throw new Error(`webchat settings of connection ${connectionId} missing`);
  return row.visitorCount;
}

/** The settings an admin may change (the rest is kept by the widget's own traffic). */
export type WebchatSettingsPatch = Partial<
  Pick<WebchatSettingsRow, 'allowedOrigins' | 'title' | 'color' | 'greeting' | 'identitySecretSealed' | 'widgetKey'>
>;

export async function updateWebchatSettings(
  tx: Tx,
  connectionId: number,
  patch: WebchatSettingsPatch,
): Promise<WebchatSettingsRow> {
  const [row] = await tx
    .update(webchatSettings)
    .set(patch)
    .where(eq(webchatSettings.whatsappId, connectionId))
    .returning();
  if (!row) throw new Error(`webchat settings of connection ${connectionId} missing`);
  return row;
}
