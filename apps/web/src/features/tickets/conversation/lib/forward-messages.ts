/** Spec 1 §4 / §9: forwarded messages go one by one, 900 ms apart. */
export const forwardDelayMs = 900;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends each message in order, pausing between two sends (not after the last one). */
export async function forwardInTurn(messageIds: readonly number[], send: (messageId: number) => Promise<unknown>) {
  for (const [index, messageId] of messageIds.entries()) {
    if (index > 0) await wait(forwardDelayMs);
    await send(messageId);
  }
}
