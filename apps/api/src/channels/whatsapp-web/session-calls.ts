import type { WACallEvent } from 'baileys';
import type { NormalizedInboundMessage } from '../channel-driver';
import { callEventLog } from './baileys-bodies';
import { isPhoneJid, personId } from './baileys-jids';
import type { SessionContext } from './session-context';

/** The caller as a contact id: a LID caller is translated with the phone JID the call names (callerPn). */
const callerId = (ctx: SessionContext, call: WACallEvent) =>
  personId(call.from, call.callerPn, (lid) => ctx.lids.get(lid));

async function logCall(ctx: SessionContext, call: WACallEvent, status: 'missed' | 'rejected') {
  const { mediaType, body, dataJson } = callEventLog(Boolean(call.isVideo), status);
  const event: NormalizedInboundMessage = {
    kind: 'message',
    // One log line per call, whichever of its events (offer, timeout, reject) comes first.
    externalId: `CALL-${call.id}`,
    chat: { id: callerId(ctx, call), name: '', isGroup: false },
    fromMe: false,
    mediaType,
    body,
    dataJson,
    timestamp: call.date,
  };
  await ctx.sink.inbound(ctx.connection, event);
}

/** Rejects the call and answers with the company's AcceptCallWhatsappMessage, recorded in the ticket. */
async function reject(ctx: SessionContext, call: WACallEvent, message: string) {
  await ctx.socket.rejectCall(call.id, call.from);
  await logCall(ctx, call, 'rejected');
  if (!message.trim()) return;
  const target = isPhoneJid(call.from) ? call.from : (call.callerPn ?? ctx.lids.get(call.from) ?? call.from);
  const sent = await ctx.socket.sendMessage(target, { text: message });
  const externalId = sent?.key.id;
  if (!externalId) return;
  ctx.ownSends.add(externalId);
  ctx.cache.remember(sent);
  await ctx.sink.inbound(ctx.connection, {
    kind: 'message',
    externalId,
    chat: { id: callerId(ctx, call), name: '', isGroup: false },
    fromMe: true,
    mediaType: 'conversation',
    body: message,
  });
}

/**
 * Incoming calls (spec 2 company option acceptCallWhatsapp): with the option disabled the call is
 * rejected and the caller gets AcceptCallWhatsappMessage; either way the conversation shows a call
 * log line (rejected, or missed when nobody answered). Group calls are left alone.
 */
export async function handleCalls(ctx: SessionContext, calls: WACallEvent[]): Promise<void> {
  for (const call of calls) {
    if (call.isGroup) continue;
    // A call that rang while we were offline is over: nothing to reject, it was missed.
    if (call.status === 'offer' && call.offline) {
      await logCall(ctx, call, 'missed');
    } else if (call.status === 'offer') {
      const settings = await ctx.callSettings(ctx.connection.companyId);
      if (settings.acceptCallWhatsapp === 'disabled') await reject(ctx, call, settings.AcceptCallWhatsappMessage);
    } else if (call.status === 'timeout') {
      await logCall(ctx, call, 'missed');
    } else if (call.status === 'reject') {
      await logCall(ctx, call, 'rejected');
    }
  }
}
