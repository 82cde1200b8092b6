import type { FlowNodeType } from '@chatdesk/contracts';
import type { FlowNodeDialogProps } from './flow-node-dialog.types';

/** What one node type's form receives: the dialog's props without those the dispatcher used. */
export type NodeFormProps<T extends FlowNodeType> = Omit<FlowNodeDialogProps<T>, 'open' | 'type'>;
