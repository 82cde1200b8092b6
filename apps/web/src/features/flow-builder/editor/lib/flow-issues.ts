import type { FlowIssue, FlowIssueCode } from '@chatdesk/contracts';
import { z } from 'zod';
import { ApiError } from '../../../../lib/api-client';

/** Every issue code the shared validation knows (a Record, so a new code is a compile error here). */
const issueCodes: Record<FlowIssueCode, true> = {
  noStart: true,
  manyStarts: true,
  duplicateNodeId: true,
  edgeUnknownNode: true,
  edgeIntoStart: true,
  edgeToItself: true,
  edgeUnknownHandle: true,
  handleManyEdges: true,
  branchOpen: true,
  duplicateVariable: true,
  duplicateMenuOption: true,
  randomizerEmptyBranch: true,
  unreachable: true,
};
const isIssueCode = (code: string): code is FlowIssueCode => Object.hasOwn(issueCodes, code);

const serverIssue = z.object({
  severity: z.enum(['error', 'warning']),
  code: z.string().refine(isIssueCode),
  nodeId: z.string().optional(),
  edgeId: z.string().optional(),
  handle: z.string().optional(),
  detail: z.string().optional(),
});
const invalidFlowBody = z.object({ details: z.object({ issues: z.array(z.unknown()) }) });

/**
 * The issues the API found when it refused a save with ERR_FLOW_INVALID (`details.issues`, the same
 * shape as the editor's own validation); null for any other failure. Unknown entries are left out.
 */
export function serverFlowIssues(error: unknown): FlowIssue[] | null {
  if (!(error instanceof ApiError) || error.code !== 'ERR_FLOW_INVALID') return null;
  const body = invalidFlowBody.safeParse(error.body);
  if (!body.success) return null;
  return body.data.details.issues.flatMap((raw) => {
    const issue = serverIssue.safeParse(raw);
    return issue.success ? [issue.data as FlowIssue] : [];
  });
}

/** Issues by node and the edges with an error, for the canvas; issues with no node go to the summary only. */
export interface CanvasIssues {
  byNode: ReadonlyMap<string, readonly FlowIssue[]>;
  edges: ReadonlySet<string>;
}

export const noCanvasIssues: CanvasIssues = { byNode: new Map(), edges: new Set() };

export function canvasIssues(issues: readonly FlowIssue[]): CanvasIssues {
  const byNode = new Map<string, FlowIssue[]>();
  const edges = new Set<string>();
  for (const issue of issues) {
    if (issue.nodeId) byNode.set(issue.nodeId, [...(byNode.get(issue.nodeId) ?? []), issue]);
    if (issue.edgeId && issue.severity === 'error') edges.add(issue.edgeId);
  }
  return { byNode, edges };
}

/** The worst severity of a list of issues, or null when there are none. */
export function worstSeverity(issues: readonly FlowIssue[] | undefined): FlowIssue['severity'] | null {
  if (!issues || issues.length === 0) return null;
  return issues.some((issue) => issue.severity === 'error') ? 'error' : 'warning';
}
