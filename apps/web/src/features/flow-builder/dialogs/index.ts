export { FlowNodeDialog, hasFlowNodeDialog } from './flow-node-dialog';
export type { FlowNodeDataOf, FlowNodeDialogProps } from './flow-node-dialog.types';
