import { vi } from 'vitest';
import { nodeCardWidth } from '../lib/placement';

/**
 * A size for what @xyflow/react measures: the canvas as a desktop window's (it draws only the nodes
 * in view), node cards as wide as on screen, the rest 1 px.
 */
function sizeOf(element: HTMLElement, sizes: { canvas: number; node: number }) {
  if (element.classList.contains('react-flow__renderer')) return sizes.canvas;
  if (element.classList.contains('react-flow__node')) return sizes.node;
  return Number.parseFloat(element.style.width) || 1;
}

class ResizeObserverStub {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

class DOMMatrixReadOnlyStub {
  m22: number;
  constructor(transform: string) {
    const scale = transform?.match(/scale\(([1-9.]+)\)/)?.[1];
    this.m22 = scale !== undefined ? Number(scale) : 1;
  }
}

/**
 * jsdom has no layout: @xyflow/react needs ResizeObserver and DOMMatrixReadOnly, and sizes to
 * measure nodes and handles (its testing guide, reactflow.dev/learn/advanced-use/testing).
 * Undone by vi.unstubAllGlobals (resetApp) for the globals; the size getters stay for the file.
 */
export function mockReactFlow() {
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  vi.stubGlobal('DOMMatrixReadOnly', DOMMatrixReadOnlyStub);
  Object.defineProperties(HTMLElement.prototype, {
    offsetWidth: {
      configurable: true,
      get(this: HTMLElement) {
        return sizeOf(this, { canvas: 1440, node: nodeCardWidth });
      },
    },
    offsetHeight: {
      configurable: true,
      get(this: HTMLElement) {
        return sizeOf(this, { canvas: 900, node: 120 });
      },
    },
  });
  (SVGElement.prototype as unknown as { getBBox: () => DOMRect }).getBBox = () =>
    ({ x: 0, y: 0, width: 0, height: 0 }) as DOMRect;
}
