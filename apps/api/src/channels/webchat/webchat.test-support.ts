import { type WebchatHandshake, type WebchatSendReply, webchatNamespace, webchatSocketPath } from '@chatdesk/contracts';
import { io as connectClient, type Socket } from 'socket.io-client';
import { companyWithStaff } from '../../../test/clients';
import { createConnection } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createLogger } from '../../platform/logger/logger';
import { createWebchatGateway, type WebchatGateway, type WebchatGatewayOptions } from './webchat-gateway';

/** The page the tests' widget is embedded in (the connection's only allowed origin). */
export const shop = 'https://shop.example';

/** A visitor's message, answered by the gateway's acknowledgement. */
export const say = (socket: Socket, payload: unknown): Promise<WebchatSendReply> =>
  socket.timeout(10_000).emitWithAck('message', payload);

export interface WebchatBed {
  ctx: TestContext;
  gateway: WebchatGateway;
  desk: Awaited<ReturnType<typeof companyWithStaff>>;
  connectionId: number;
  widgetKey: string;
  /** A visitor's socket as the widget opens it: websocket only, no reconnection; closed by `disconnectAll`. */
  open(auth: Partial<WebchatHandshake>, headers: Record<string, string>): Socket;
  disconnectAll(): void;
  close(): Promise<void>;
}

/**
 * A listening app with the visitor gateway on its server, and a company whose webchat connection
 * is started and allows `shop`.
 */
export async function startWebchatBed(
  options: Pick<WebchatGatewayOptions, 'limits' | 'trustProxy'>,
): Promise<WebchatBed> {
  const ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const gateway = await createWebchatGateway({
    httpServer: ctx.app.server,
    db: ctx.db,
    secrets: ctx.secrets,
    sink: ctx.channels.runtime,
    driver: ctx.channels.webchat,
    databaseUrl: ctx.url,
    logger: createLogger('silent'),
    ...options,
  });
  const desk = await companyWithStaff(ctx);
  const connection = await createConnection(ctx.db, desk.company.id, { name: 'Site', channel: 'webchat' });
  await ctx.channels.webchat.start(connection);
  const saved = await desk.asAdmin({
    method: 'PUT',
    url: `/api/webchat/settings/${connection.id}`,
    payload: { allowedOrigins: [shop] },
  });
  const widgetKey: string = saved.json().widgetKey;
  const sockets: Socket[] = [];
  return {
    ctx,
    gateway,
    desk,
    connectionId: connection.id,
    widgetKey,
    open(auth, headers) {
      const socket = connectClient(`${baseUrl}${webchatNamespace}`, {
        path: webchatSocketPath,
        transports: ['websocket'],
        auth: { key: widgetKey, ...auth },
        extraHeaders: headers,
        reconnection: false,
      });
      sockets.push(socket);
      return socket;
    },
    disconnectAll() {
      for (const socket of sockets.splice(0)) socket.disconnect();
    },
    async close() {
      await gateway.close();
      await ctx.close();
    },
  };
}
