import { flowLimits } from '@chatdesk/contracts';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Spec 3 §3: a node id is 30 random alphanumeric characters. */
export function newFlowNodeId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(flowLimits.nodeIdLength));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}
