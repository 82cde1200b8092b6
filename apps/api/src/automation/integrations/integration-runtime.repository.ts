import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { integrationInbox, integrationSessions, messages, prompts, queueIntegrations, tickets } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import type { IntegrationTarget } from './integration-driver';

/** What names a ticket's target: a queue integration or a prompt (the ticket's, a queue's, a flow node's). */
export type TargetRef = { integrationId: number; promptId?: null } | { promptId: number; integrationId?: null };

/** The company's integration or prompt a reference names; null when it is gone (or another company's). */
export async function findTarget(tx: Tx, companyId: number, ref: TargetRef): Promise<IntegrationTarget | null> {
  if (ref.integrationId) {
    const [integration] = await tx
      .select()
      .from(queueIntegrations)
      .where(and(eq(queueIntegrations.companyId, companyId), eq(queueIntegrations.id, ref.integrationId)));
    return integration ? { kind: 'integration', integration } : null;
  }
  if (!ref.promptId) return null;
  const [prompt] = await tx
    .select()
    .from(prompts)
    .where(and(eq(prompts.companyId, companyId), eq(prompts.id, ref.promptId)));
  return prompt ? { kind: 'prompt', prompt } : null;
}

/** The queue's prompt (one per queue), for a queue without an integration of its own. */
export async function queuePromptId(tx: Tx, companyId: number, queueId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: prompts.id })
    .from(prompts)
    .where(and(eq(prompts.companyId, companyId), eq(prompts.queueId, queueId)));
  return row?.id ?? null;
}

/** The customer's message waits for the ticket's integration (a repeat is one row). */
export async function putInInbox(tx: Tx, companyId: number, ticketId: number, messageId: number): Promise<void> {
  await tx.insert(integrationInbox).values({ companyId, ticketId, messageId }).onConflictDoNothing();
}

/** Whether the ticket ever used an integration (a session row stays after it leaves). */
export async function hadSession(tx: Tx, companyId: number, ticketId: number): Promise<boolean> {
  const [row] = await tx
    .select({ ticketId: integrationSessions.ticketId })
    .from(integrationSessions)
    .where(and(eq(integrationSessions.companyId, companyId), eq(integrationSessions.ticketId, ticketId)));
  return row !== undefined;
}

/** The ticket starts afresh with `target`: its session forgets the engine's state (a call in flight keeps its lease). */
export async function resetSession(tx: Tx, companyId: number, ticketId: number, ref: TargetRef): Promise<void> {
  const target = { integrationId: ref.integrationId ?? null, promptId: ref.promptId ?? null };
  await tx
    .insert(integrationSessions)
    .values({ companyId, ticketId, ...target, state: null })
    .onConflictDoUpdate({
      target: integrationSessions.ticketId,
      set: { ...target, state: null, updatedAt: sql`now()` },
    });
}

export type SessionRow = typeof integrationSessions.$inferSelect;

/**
 * Takes the ticket's lease for `leaseSeconds` when it uses an integration and nobody holds it (or
 * a holder's lease ran out): the session, created or moved to the ticket's target (another target
 * forgets the state). Null when the ticket does not use an integration or another call holds it.
 */
export async function takeLease(
  tx: Tx,
  companyId: number,
  ticketId: number,
  token: string,
  leaseSeconds: number,
): Promise<SessionRow | null> {
  const { rows } = await tx.execute(sql`
    INSERT INTO integration_sessions AS s (company_id, ticket_id, integration_id, prompt_id, lease_token, lease_until)
    SELECT company_id, id, integration_id, prompt_id, ${token}::uuid, now() + make_interval(secs => ${leaseSeconds})
      FROM tickets
     WHERE company_id = ${companyId} AND id = ${ticketId} AND use_integration
       AND (integration_id IS NOT NULL OR prompt_id IS NOT NULL)
    ON CONFLICT (ticket_id) DO UPDATE SET
      lease_token = excluded.lease_token, lease_until = excluded.lease_until,
      integration_id = excluded.integration_id, prompt_id = excluded.prompt_id,
      state = CASE WHEN s.integration_id IS NOT DISTINCT FROM excluded.integration_id
                    AND s.prompt_id IS NOT DISTINCT FROM excluded.prompt_id THEN s.state END
    WHERE s.lease_until IS NULL OR s.lease_until < now()
    RETURNING ticket_id AS "ticketId", company_id AS "companyId", integration_id AS "integrationId",
      prompt_id AS "promptId", state, lease_token AS "leaseToken", lease_until AS "leaseUntil",
      delivery_step AS "deliveryStep", created_at AS "createdAt", updated_at AS "updatedAt"`);
  return (rows[0] as SessionRow | undefined) ?? null;
}

/** The ticket's messages waiting for its integration, oldest first. */
export function inboxMessages(tx: Tx, companyId: number, ticketId: number) {
  return tx
    .select({
      id: messages.id,
      body: messages.body,
      mediaType: messages.mediaType,
      mediaUrl: messages.mediaUrl,
      createdAt: messages.createdAt,
    })
    .from(integrationInbox)
    .innerJoin(messages, eq(messages.id, integrationInbox.messageId))
    .where(and(eq(integrationInbox.companyId, companyId), eq(integrationInbox.ticketId, ticketId)))
    .orderBy(asc(integrationInbox.messageId))
    .limit(50);
}

/** Whether the ticket still uses an integration: when not, its waiting messages are the humans'. */
export async function ticketUsesIntegration(tx: Tx, companyId: number, ticketId: number): Promise<boolean> {
  const [row] = await tx
    .select({ uses: tickets.useIntegration, integrationId: tickets.integrationId, promptId: tickets.promptId })
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)));
  // An integration or prompt deleted meanwhile leaves the ticket naming none: nothing answers it.
  return row?.uses === true && (row.integrationId !== null || row.promptId !== null);
}

/** The messages up to `through` are answered (or dropped): out of the inbox. */
export async function clearInbox(tx: Tx, companyId: number, ticketId: number, through?: number): Promise<void> {
  await tx
    .delete(integrationInbox)
    .where(
      and(
        eq(integrationInbox.companyId, companyId),
        eq(integrationInbox.ticketId, ticketId),
        through === undefined ? undefined : lte(integrationInbox.messageId, through),
      ),
    );
}

/**
 * Ends the call holding `token`: stores the engine's new state (unless `state` is undefined) and
 * frees the ticket. False when the lease is no longer this call's (it ran out and another call
 * took the ticket): then this call's answer is dropped.
 */
export async function endLease(
  tx: Tx,
  companyId: number,
  ticketId: number,
  token: string,
  state: Record<string, unknown> | null | undefined,
): Promise<boolean> {
  const rows = await tx
    .update(integrationSessions)
    .set({
      leaseToken: null,
      leaseUntil: null,
      ...(state !== undefined ? { state, updatedAt: sql`now()` } : {}),
    })
    .where(
      and(
        eq(integrationSessions.companyId, companyId),
        eq(integrationSessions.ticketId, ticketId),
        eq(integrationSessions.leaseToken, token),
      ),
    )
    .returning({ ticketId: integrationSessions.ticketId });
  return rows.length > 0;
}

/** Tickets with messages waiting longer than `graceSeconds` and no live call: the recovery's work. */
export async function strandedTickets(tx: Tx, graceSeconds: number, limit: number) {
  const { rows } = await tx.execute(sql`
    SELECT DISTINCT ON (i.ticket_id) i.company_id AS "companyId", i.ticket_id AS "ticketId"
      FROM integration_inbox i
      LEFT JOIN integration_sessions s ON s.ticket_id = i.ticket_id
     WHERE i.created_at < now() - make_interval(secs => ${graceSeconds})
       AND (s.lease_until IS NULL OR s.lease_until < now())
     ORDER BY i.ticket_id, i.created_at
     LIMIT ${limit}`);
  return rows as { companyId: number; ticketId: number }[];
}

/** A new answer for the ticket: its delivery step, raised (delayed messages of older answers stop). */
export async function nextDeliveryStep(tx: Tx, companyId: number, ticketId: number): Promise<number> {
  const [row] = await tx
    .update(integrationSessions)
    .set({ deliveryStep: sql`${integrationSessions.deliveryStep} + 1` })
    .where(and(eq(integrationSessions.companyId, companyId), eq(integrationSessions.ticketId, ticketId)))
    .returning({ step: integrationSessions.deliveryStep });
  return row?.step ?? 0;
}

/** Moves the ticket's delivery from `step - 1` to `step`; false when it is elsewhere (done, or replaced). */
export async function takeDeliveryStep(tx: Tx, companyId: number, ticketId: number, step: number): Promise<boolean> {
  const rows = await tx
    .update(integrationSessions)
    .set({ deliveryStep: step })
    .where(
      and(
        eq(integrationSessions.companyId, companyId),
        eq(integrationSessions.ticketId, ticketId),
        eq(integrationSessions.deliveryStep, step - 1),
      ),
    )
    .returning({ step: integrationSessions.deliveryStep });
  return rows.length > 0;
}
