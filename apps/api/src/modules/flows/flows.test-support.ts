import type { FlowGraphInput } from '@chatdesk/contracts';

/** Test graphs and media files for the flow builder's API tests. */

const id = (seed: string) => seed.padEnd(30, '0');
export const nodeIds = { start: id('start'), hello: id('hello'), menu: id('menu'), ticket: id('ticket') };

/** start → message → menu; option 1 → ticket (to `queueId`), option 2 ends there. */
export function menuGraph(queueId: number): FlowGraphInput {
  const at = { x: 0, y: 0 };
  return {
    nodes: [
      { id: nodeIds.start, type: 'start', position: at, data: { label: 'Início' } },
      { id: nodeIds.hello, type: 'message', position: at, data: { label: 'Olá {{name}}!' } },
      {
        id: nodeIds.menu,
        type: 'menu',
        position: at,
        data: {
          message: 'Digite 1 para comprar ou 2 para encerrar',
          arrayOption: [
            { number: 1, value: 'Comprar' },
            { number: 2, value: 'Encerrar' },
          ],
          endHandles: ['option-2'],
        },
      },
      { id: nodeIds.ticket, type: 'ticket', position: at, data: { queueId, name: 'Vendas' } },
    ],
    connections: [
      { id: 'e1', source: nodeIds.start, target: nodeIds.hello },
      { id: 'e2', source: nodeIds.hello, target: nodeIds.menu, sourceHandle: 'out' },
      { id: 'e3', source: nodeIds.menu, target: nodeIds.ticket, sourceHandle: 'option-1' },
    ],
  };
}

/** start → one media node of `type` naming `url`. */
export function mediaGraph(type: 'img' | 'audio' | 'video', url: string): FlowGraphInput {
  const at = { x: 0, y: 0 };
  return {
    nodes: [
      { id: nodeIds.start, type: 'start', position: at, data: {} },
      { id: nodeIds.hello, type, position: at, data: { url } },
    ],
    connections: [{ id: 'e1', source: nodeIds.start, target: nodeIds.hello }],
  };
}

/** start → a content node whose cards are a text and the given media. */
export function contentGraph(cards: { type: 'img' | 'audio' | 'video'; value: string }[]): FlowGraphInput {
  const at = { x: 0, y: 0 };
  const elements = [
    { number: 'message1', type: 'message' as const, value: 'Veja' },
    ...cards.map((card, index) => ({ number: `${card.type}${index + 1}`, ...card })),
  ];
  return {
    nodes: [
      { id: nodeIds.start, type: 'start', position: at, data: {} },
      {
        id: nodeIds.hello,
        type: 'singleBlock',
        position: at,
        data: { seq: elements.map((element) => element.number), elements },
      },
    ],
    connections: [{ id: 'e1', source: nodeIds.start, target: nodeIds.hello }],
  };
}

/** Genuine signatures (the type is read from the bytes) padded to `size` bytes. */
const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
function oggPage(payload: Buffer): Buffer {
  const header = Buffer.alloc(27);
  header.write('OggS', 0);
  header[5] = 2;
  header[26] = 1;
  return Buffer.concat([header, Buffer.from([payload.length]), payload]);
}
export const flowMediaFiles = {
  jpeg: (size = 4096) => padded(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]), size),
  gif: (size = 4096) => padded(Buffer.from('GIF89a'), size),
  mp3: (size = 4096) => padded(Buffer.from([0xff, 0xfb, 0x90, 0x64]), size),
  opus: (size = 4096) =>
    padded(
      oggPage(Buffer.concat([Buffer.from('OpusHead'), Buffer.from([1, 1, 0, 0, 0x80, 0xbb, 0, 0, 0, 0, 0])])),
      size,
    ),
  mp4: (size = 4096) =>
    padded(
      Buffer.concat([
        Buffer.from([0, 0, 0, 0x18]),
        Buffer.from('ftypisom'),
        Buffer.from([0, 0, 2, 0]),
        Buffer.from('isomiso2'),
      ]),
      size,
    ),
  webm: (size = 4096) =>
    padded(
      Buffer.from([
        0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42,
        0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d,
      ]),
      size,
    ),
};
