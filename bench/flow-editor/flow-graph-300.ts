import { type FlowGraphInput, type FlowNodeInput, flowGraphBody } from '@chatdesk/contracts';

const columns = 20;
const cell = { x: 240, y: 260 };

/** Node data by position in the flow: every kind of card the editor draws, with its exits. */
function nodeAt(index: number, id: string, position: { x: number; y: number }): FlowNodeInput {
  if (index === 0) return { id, type: 'start', position, data: {} };
  switch (index % 7) {
    case 0:
      return {
        id,
        type: 'menu',
        position,
        data: {
          message: `Menu ${index}: como podemos ajudar?`,
          arrayOption: [1, 2, 3].map((number) => ({ number, value: `Opção ${number}` })),
        },
      };
    case 1:
      return {
        id,
        type: 'singleBlock',
        position,
        data: {
          seq: ['message1', 'interval1'],
          elements: [
            { number: 'message1', type: 'message', value: `Olá {{nome}}, mensagem ${index}` },
            { number: 'interval1', type: 'interval', value: '2' },
          ],
        },
      };
    case 2:
      return { id, type: 'condition', position, data: { key: 'nome', condition: 'contains', value: 'a' } };
    case 3:
      return { id, type: 'randomizer', position, data: { percent: 50 } };
    case 4:
      return { id, type: 'interval', position, data: { sec: 5 } };
    case 5:
      return {
        id,
        type: 'question',
        position,
        data: { typebotIntegration: { message: `Pergunta ${index}?`, answerKey: `resposta${index}` } },
      };
    default:
      return { id, type: 'ticket', position, data: { queueId: 1, name: 'Suporte' } };
  }
}

const exitsOf = (node: FlowNodeInput): string[] => {
  if (node.type === 'menu') return ['option-1', 'option-2', 'option-3'];
  if (node.type === 'condition') return ['true', 'false'];
  if (node.type === 'randomizer') return ['a', 'b'];
  return node.type === 'ticket' ? [] : ['out'];
};

/** A flow of `size` nodes on a 20-column grid, each exit connected to one of the next nodes. */
export function generatedFlowGraph(size = 300): FlowGraphInput {
  const nodes = Array.from({ length: size }, (_, index) =>
    nodeAt(index, `n${String(index).padStart(4, '0')}`, {
      x: (index % columns) * cell.x,
      y: Math.floor(index / columns) * cell.y,
    }),
  );
  const connections = nodes.flatMap((node, index) =>
    exitsOf(node).flatMap((handle, k) => {
      const target = nodes[index + 1 + k];
      return target ? [{ id: `${node.id}-${handle}`, source: node.id, target: target.id, sourceHandle: handle }] : [];
    }),
  );
  // The editor reads the graph through the contracts' schema: a graph it would refuse measures nothing.
  return flowGraphBody.parse({ nodes, connections });
}
