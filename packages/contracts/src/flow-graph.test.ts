import { describe, expect, it } from 'vitest';
import { type FlowGraphInput, flowGraphBody } from './api/flows';
import { flowVariables, nextFlowNode, validateFlowGraph } from './flow-graph';

const id = (name: string) => name.padEnd(30, 'x');
const at = { x: 0, y: 0 };

function graph(input: FlowGraphInput) {
  return flowGraphBody.parse(input);
}

const menuFlow = (): FlowGraphInput => ({
  nodes: [
    { id: id('start'), type: 'start', position: at, data: {} },
    {
      id: id('menu'),
      type: 'menu',
      position: at,
      data: {
        message: 'Escolha',
        arrayOption: [
          { number: 1, value: 'Vendas' },
          { number: 2, value: 'Suporte' },
        ],
      },
    },
    { id: id('sales'), type: 'message', position: at, data: { label: 'Vendas aqui' } },
    {
      id: id('ask'),
      type: 'question',
      position: at,
      data: { typebotIntegration: { message: 'Nome?', answerKey: 'nome' } },
    },
  ],
  connections: [
    { id: 'e1', source: id('start'), target: id('menu') },
    { id: 'e2', source: id('menu'), target: id('sales'), sourceHandle: 'option-1' },
    { id: 'e3', source: id('menu'), target: id('ask'), sourceHandle: 'option-2' },
  ],
});

describe('validateFlowGraph', () => {
  it('accepts a flow whose every branch is connected', () => {
    expect(validateFlowGraph(graph(menuFlow()))).toEqual([]);
  });

  it('requires exactly one start node and no edge into it', () => {
    const none = menuFlow();
    none.nodes = none.nodes.slice(1);
    none.connections = none.connections.slice(1);
    expect(validateFlowGraph(graph(none)).map((issue) => issue.code)).toContain('noStart');

    const two = menuFlow();
    two.nodes.push({ id: id('start2'), type: 'start', position: at, data: {} });
    two.connections.push({ id: 'e4', source: id('sales'), target: id('start') });
    const codes = validateFlowGraph(graph(two)).map((issue) => issue.code);
    expect(codes).toEqual(expect.arrayContaining(['manyStarts', 'edgeIntoStart']));
  });

  it('flags an open menu option unless it is marked as ending, and an edge from an unknown handle', () => {
    const open = menuFlow();
    open.connections = open.connections.filter((edge) => edge.id !== 'e3');
    const issues = validateFlowGraph(graph(open));
    expect(issues).toContainEqual(
      expect.objectContaining({ code: 'branchOpen', handle: 'option-2', severity: 'error' }),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({ code: 'unreachable', nodeId: id('ask'), severity: 'warning' }),
    );

    const ending = open.nodes[1];
    if (ending?.type === 'menu') ending.data.endHandles = ['option-2'];
    expect(validateFlowGraph(graph(open)).filter((issue) => issue.severity === 'error')).toEqual([]);

    const wrong = menuFlow();
    wrong.connections.push({ id: 'e5', source: id('menu'), target: id('sales'), sourceHandle: 'option-9' });
    expect(validateFlowGraph(graph(wrong)).map((issue) => issue.code)).toContain('edgeUnknownHandle');
  });

  it('refuses two edges from one handle and two questions storing the same variable', () => {
    const twice = menuFlow();
    twice.connections.push({ id: 'e6', source: id('start'), target: id('sales') });
    twice.nodes.push({
      id: id('ask2'),
      type: 'question',
      position: at,
      data: { typebotIntegration: { message: 'De novo?', answerKey: 'NOME' } },
    });
    twice.connections.push({ id: 'e7', source: id('ask'), target: id('ask2') });
    const codes = validateFlowGraph(graph(twice)).map((issue) => issue.code);
    expect(codes).toEqual(expect.arrayContaining(['handleManyEdges', 'duplicateVariable']));
  });

  it('follows edges by their source handle, not by order', () => {
    const flow = graph(menuFlow());
    flow.connections.reverse();
    expect(nextFlowNode(flow, id('menu'), 'option-1')?.id).toBe(id('sales'));
    expect(nextFlowNode(flow, id('menu'), 'option-2')?.id).toBe(id('ask'));
    expect(nextFlowNode(flow, id('sales'), 'out')).toBeNull();
    expect(flowVariables(flow.nodes)).toEqual(['nome']);
  });

  it('checks node data by type (interval 1–120 s, randomizer in steps of 10)', () => {
    const bad = menuFlow();
    bad.nodes.push({ id: id('wait'), type: 'interval', position: at, data: { sec: 121 } });
    expect(flowGraphBody.safeParse(bad).error?.issues[0]?.message).toBe('Máximo de tempo atingido 120 segundos');
    const odd = menuFlow();
    odd.nodes.push({ id: id('split'), type: 'randomizer', position: at, data: { percent: 35 } });
    expect(flowGraphBody.safeParse(odd).success).toBe(false);
  });
});
