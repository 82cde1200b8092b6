import { type FlowIssue, flowGraphErrors, validateFlowGraph } from '@chatdesk/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastError } from '../../../../lib/toast';
import { useSaveFlowGraph } from '../../api/save-flow-graph';
import { toFlowGraph } from './canvas-graph';
import { canvasIssues, noCanvasIssues, serverFlowIssues } from './flow-issues';
import type { FlowGraphState } from './use-flow-graph-state';

/**
 * Spec 3 §4 "explicit save": Salvar validates the graph with the rules the API applies; errors are
 * marked on the canvas and block the save, warnings are marked and saved. A refusal of the API
 * (ERR_FLOW_INVALID with `details.issues`) is marked the same way. Once marks are shown, they follow
 * the graph's changes (moving a node changes nothing they say).
 */
export function useFlowSave(flowId: number, state: FlowGraphState) {
  const { t } = useTranslation();
  const mutation = useSaveFlowGraph(flowId);
  const [issues, setIssues] = useState<readonly FlowIssue[] | null>(null);
  const latest = useRef(state);
  latest.current = state;

  const structure = state.revisions.structure;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checks on the structure's revision, reading the latest graph.
  useEffect(() => {
    setIssues((shown) =>
      shown === null ? null : validateFlowGraph(toFlowGraph(latest.current.nodes, latest.current.edges)),
    );
  }, [structure]);

  const save = useCallback(() => {
    const { nodes, edges, revisions, markSaved } = latest.current;
    const graph = toFlowGraph(nodes, edges);
    const found = validateFlowGraph(graph);
    setIssues(found);
    if (flowGraphErrors(found).length > 0) {
      toast.error(t('backendErrors.ERR_FLOW_INVALID'), 'ERR_FLOW_INVALID');
      return;
    }
    mutation.mutate(graph, {
      onSuccess: () => {
        markSaved(revisions.graph);
        toast.success(t('flowEditor.saved'));
      },
      onError: (error) => {
        const refused = serverFlowIssues(error);
        if (refused) setIssues(refused);
        toastError(error);
      },
    });
  }, [mutation.mutate, t]);

  const marks = useMemo(() => (issues ? canvasIssues(issues) : noCanvasIssues), [issues]);
  const hideIssues = useCallback(() => setIssues(null), []);
  return { save, saving: mutation.isPending, issues: issues ?? [], marks, hideIssues };
}
