import { AppError, type ConnectionChannel } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import { companies, plans } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import type { ConnectionsDeps } from './connections.deps';

/** True when this server runs the channel's driver (the sandbox also needs SANDBOX_ENABLED). */
export function isChannelAvailable(
  deps: Pick<ConnectionsDeps, 'channels' | 'sandboxEnabled'>,
  channel: ConnectionChannel,
): boolean {
  if (channel === 'sandbox' && !deps.sandboxEnabled) return false;
  try {
    deps.channels.driverFor(channel);
    return true;
  } catch {
    return false;
  }
}

/** A channel can be created only when this server runs its driver (the sandbox also needs SANDBOX_ENABLED). */
export function assertChannelAvailable(
  deps: Pick<ConnectionsDeps, 'channels' | 'sandboxEnabled'>,
  channel: ConnectionChannel,
): void {
  if (!isChannelAvailable(deps, channel)) throw new AppError('ERR_CHANNEL_NOT_AVAILABLE', { details: { channel } });
}

/** The plan flag each channel needs (spec 2 §3 Plan); webchat and the sandbox are not plan-gated. */
const planFlagOf = {
  whatsapp: 'useWhatsapp',
  whatsappapi: 'useWhatsapp',
  facebook: 'useFacebook',
  instagram: 'useInstagram',
} as const satisfies Partial<Record<ConnectionChannel, keyof typeof plans.$inferSelect>>;

/** The plan flags that gate channels; null fields (no plan) allow nothing. */
export type PlanChannelFlags = { [flag in (typeof planFlagOf)[keyof typeof planFlagOf]]: boolean | null };

/** Whether a plan with these flags allows the channel (pure; super users bypass it in the callers). */
export function planAllowsChannel(flags: PlanChannelFlags | null, channel: ConnectionChannel): boolean {
  if (!(channel in planFlagOf)) return true;
  return flags?.[planFlagOf[channel as keyof typeof planFlagOf]] === true;
}

/** The company's plan flags (all null when it has no plan). */
export async function findPlanChannelFlags(tx: Tx, companyId: number): Promise<PlanChannelFlags | null> {
  const [row] = await tx
    .select({ useWhatsapp: plans.useWhatsapp, useFacebook: plans.useFacebook, useInstagram: plans.useInstagram })
    .from(companies)
    .leftJoin(plans, eq(plans.id, companies.planId))
    .where(eq(companies.id, companyId));
  return row ?? null;
}

/** ERR_PLAN_CHANNEL_NOT_ALLOWED when the company's plan turns the channel off (super users are exempt). */
export async function assertPlanAllowsChannel(
  tx: Tx,
  companyId: number,
  channel: ConnectionChannel,
  options: { bypass: boolean },
): Promise<void> {
  // Without flags only the ungated channels (webchat, sandbox) pass: those need no plan read.
  if (options.bypass || planAllowsChannel(null, channel)) return;
  if (!planAllowsChannel(await findPlanChannelFlags(tx, companyId), channel)) {
    throw new AppError('ERR_PLAN_CHANNEL_NOT_ALLOWED', { details: { channel } });
  }
}
