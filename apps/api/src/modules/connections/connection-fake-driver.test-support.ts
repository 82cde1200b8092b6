import type { TestContext } from '../../../test/harness';
import type { ChannelDriver } from '../../channels/channel-driver';
import { createFakeDriver, serveDriver } from '../../channels/fake-driver.test-support';

/**
 * A scripted 'whatsapp' driver served by the test app's runtime whatever drivers later work
 * registers: it records its calls and, like WhatsApp Web, reports a fresh QR code on every start.
 */
export function useFakeWhatsappDriver(ctx: TestContext) {
  const calls: string[] = [];
  const runtime = ctx.channels.runtime;
  const driver: ChannelDriver = {
    ...createFakeDriver('whatsapp').driver,
    async start(connection) {
      calls.push(`start:${connection.id}`);
      await runtime.status(connection, 'qrcode', `QR-${connection.id}-${calls.length}`);
    },
    async stop(connectionId) {
      calls.push(`stop:${connectionId}`);
    },
    async logout(connection) {
      calls.push(`logout:${connection.id}`);
    },
    async requestPairingCode(connection, phoneNumber) {
      calls.push(`pair:${connection.id}:${phoneNumber}`);
      return 'WXYZ1234';
    },
  };
  return { driver, calls, ...serveDriver(runtime, driver) };
}
