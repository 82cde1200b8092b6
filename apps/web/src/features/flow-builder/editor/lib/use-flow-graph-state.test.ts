import { flowGraphBody } from '@chatdesk/contracts';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { welcomeGraph } from '../test/flow-editor-fixture';
import { useFlowGraphState } from './use-flow-graph-state';

const render = () => renderHook(() => useFlowGraphState(flowGraphBody.parse(welcomeGraph)));
const edgesOf = (state: ReturnType<typeof render>['result']['current']) =>
  state.edges.map((edge) => `${edge.source}:${edge.sourceHandle}->${edge.target}`);

describe('the graph being edited', () => {
  it('connects a handle with its id, and a new connection from a used handle replaces the old one', () => {
    const { result } = render();
    act(() => result.current.onConnect({ source: 'ask1', sourceHandle: 'out', target: 'ticket1', targetHandle: null }));
    expect(edgesOf(result.current)).toContain('ask1:out->ticket1');
    act(() =>
      result.current.onConnect({ source: 'menu1', sourceHandle: 'option-1', target: 'ask1', targetHandle: null }),
    );
    const fromOption1 = result.current.edges.filter((e) => e.source === 'menu1' && e.sourceHandle === 'option-1');
    expect(fromOption1.map((edge) => edge.target)).toEqual(['ask1']);
    expect(result.current.edges).toHaveLength(4);
    expect(result.current.dirty).toBe(true);
  });

  it('refuses a node connected to itself', () => {
    const { result } = render();
    act(() => result.current.onConnect({ source: 'ask1', sourceHandle: 'out', target: 'ask1', targetHandle: null }));
    expect(result.current.edges).toHaveLength(3);
    expect(result.current.dirty).toBe(false);
  });

  it('removes the edges touching removed nodes', () => {
    const { result } = render();
    act(() => result.current.removeNodes(['ticket1']));
    expect(edgesOf(result.current)).toEqual(['start1:out->menu1', 'menu1:option-2->ask1']);
  });

  it('counts moves as unsaved changes, selection not, and is clean again once saved', () => {
    const { result } = render();
    act(() => result.current.onNodesChange([{ type: 'select', id: 'ask1', selected: true }]));
    expect(result.current.dirty).toBe(false);
    act(() =>
      result.current.onNodesChange([{ type: 'position', id: 'ask1', position: { x: 1, y: 2 }, dragging: false }]),
    );
    expect(result.current.dirty).toBe(true);
    expect(result.current.revisions.structure).toBe(0);
    act(() => result.current.markSaved(result.current.revisions.graph));
    expect(result.current.dirty).toBe(false);
  });
});
