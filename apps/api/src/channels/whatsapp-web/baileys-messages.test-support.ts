import type { WAMessage } from 'baileys';
import { baileys } from './baileys-lib';

export const customerJid = '5511987654321@s.whatsapp.net';

/** A message exactly as Baileys hands it over: built and round-tripped through its protobuf types. */
export function waMessage(
  message: Record<string, unknown>,
  key: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
): WAMessage {
  const { proto } = baileys();
  const info = proto.WebMessageInfo.fromObject({
    key: { remoteJid: customerJid, fromMe: false, id: '3EB0A1B2C3D4E5F6', ...key },
    message,
    messageTimestamp: 1_763_700_000,
    pushName: 'Maria Souza',
    ...extra,
  });
  return proto.WebMessageInfo.decode(proto.WebMessageInfo.encode(info).finish()) as WAMessage;
}
