import { describe, expect, it } from 'vitest';
import { indexFlowGraph } from './flow-graph-index';
import { contentCards, flowMediaFile, menuItems, type NodeOf } from './flow-nodes';
import { edge, graph, node } from './flows.test-support';

const file = `${'ab'.repeat(16)}.png`;

describe('flow nodes', () => {
  it('follows an edge by its source handle, never by the order of the edges', () => {
    const index = indexFlowGraph(
      graph(
        [
          node('start', 'start'),
          node('test', 'condition', { key: 'x', condition: 'isEmpty' }),
          node('yes', 'message', { label: 'sim' }),
          node('no', 'message', { label: 'não' }),
        ],
        [edge('test', 'no', 'false'), edge('start', 'test'), edge('test', 'yes', 'true')],
      ),
    );
    expect(index.start?.id).toBe('start');
    expect(index.next('start', 'out')?.id).toBe('test');
    expect(index.next('test', 'true')?.id).toBe('yes');
    expect(index.next('test', 'false')?.id).toBe('no');
    expect(index.next('yes', 'out')).toBeNull();
  });

  it("names only the company's own stored files", () => {
    expect(flowMediaFile(7, file)).toBe(file);
    expect(flowMediaFile(7, `/public/7/${file}`)).toBe(file);
    expect(flowMediaFile(7, `https://chat.example.com/public/7/${file}`)).toBe(file);
    expect(flowMediaFile(7, `/public/8/${file}`)).toBeNull();
    expect(flowMediaFile(7, 'https://example.com/cat.png')).toBeNull();
    expect(flowMediaFile(7, '../7/secret.png')).toBeNull();
  });

  it("orders a content node's cards by seq, then the cards seq does not list", () => {
    const [content] = graph(
      [
        node('content', 'singleBlock', {
          seq: ['interval1', 'message1'],
          elements: [
            { number: 'message1', type: 'message', value: 'b' },
            { number: 'interval1', type: 'interval', value: '3' },
            { number: 'img1', type: 'img', value: file },
          ],
        }),
      ],
      [],
    ).nodes as [NodeOf<'singleBlock'>];
    expect(contentCards(content).map((card) => card.number)).toEqual(['interval1', 'message1', 'img1']);
  });

  it("numbers a menu's options in their number order, each on its option handle", () => {
    const [menu] = graph(
      [
        node('menu', 'menu', {
          message: 'Escolha',
          arrayOption: [
            { number: 2, value: 'Dois' },
            { number: 1, value: 'Um' },
          ],
        }),
      ],
      [],
    ).nodes as [NodeOf<'menu'>];
    expect(menuItems(menu)).toEqual([
      { id: 'option-1', title: 'Um', number: 1 },
      { id: 'option-2', title: 'Dois', number: 2 },
    ]);
  });
});
