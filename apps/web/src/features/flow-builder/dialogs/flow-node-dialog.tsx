import type { FlowNodeDialogProps } from './flow-node-dialog.types';

/** Stand-in for the node dialogs, replaced at merge by the dialogs' own dispatcher. */
export function FlowNodeDialog(_props: FlowNodeDialogProps) {
  return null;
}
