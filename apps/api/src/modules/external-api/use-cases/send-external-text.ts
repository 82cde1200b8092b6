import type { externalSendBody } from '@chatdesk/contracts';
import type { z } from 'zod';
import type { ConnectionRow } from '../../connections/connections.repository';
import type { ExternalApiDeps } from '../external-api.deps';
import { type ExternalSendResult, runExternalSend } from '../external-send';
import { requestFingerprint } from '../idempotency';

/** POST /messages/send as JSON: one text to `number` through the connection of the token. */
export async function sendExternalText(
  deps: ExternalApiDeps,
  connection: ConnectionRow,
  input: z.output<typeof externalSendBody>,
  idempotencyKey: string | undefined,
): Promise<ExternalSendResult> {
  const idempotency = idempotencyKey
    ? { key: idempotencyKey, hash: await requestFingerprint(deps.storage, { kind: 'text', ...input }) }
    : undefined;
  return runExternalSend(
    deps,
    connection,
    { ...input, items: [{ text: input.body, signable: true, mediaType: 'conversation' }] },
    idempotency,
  );
}
