import { flowLimits } from '@chatdesk/contracts';
import type { XYPosition } from '@xyflow/react';
import type { CanvasNode } from './canvas-graph';

/** The node card's width on the canvas (a duplicate's 240 px offset leaves the same 40 px gap). */
export const nodeCardWidth = 200;
/** Where the first node of an empty flow goes. */
const firstNodePosition: XYPosition = { x: 80, y: 120 };

const widthOf = (node: CanvasNode) => node.measured?.width ?? node.width ?? nodeCardWidth;

/** Spec 3 §2: a new node goes to the right of the last node with a 40 px gap. */
export function newNodePosition(nodes: readonly CanvasNode[]): XYPosition {
  const last = nodes.at(-1);
  if (!last) return firstNodePosition;
  return { x: last.position.x + widthOf(last) + flowLimits.newNodeGapPx, y: last.position.y };
}

/** Spec 3 §2: a duplicate goes 240 px to the right of the rightmost node, at the original's height. */
export function duplicatePosition(nodes: readonly CanvasNode[], original: CanvasNode): XYPosition {
  const rightmost = Math.max(...nodes.map((node) => node.position.x));
  return { x: rightmost + flowLimits.duplicateOffsetPx, y: original.position.y };
}
