import type { FlowNode, FlowNodeType } from '@chatdesk/contracts';

/** The data of one node type, as the graph stores it (contracts `flowNodeData`). */
export type FlowNodeDataOf<T extends FlowNodeType> = Extract<FlowNode, { type: T }>['data'];

/**
 * What the editor gives the dialog of a node type (spec 3 §2 Flow editor: "Node dialogs have modes
 * create and edit"): the data to edit (none when creating), the flow's variables for the side list,
 * and where the answer goes. `onSubmit` receives data valid for `flowNodeData[type]`.
 */
export interface FlowNodeDialogProps<T extends FlowNodeType = FlowNodeType> {
  open: boolean;
  type: T;
  mode: 'create' | 'edit';
  /** The flow being edited (uploads are stored for it). */
  flowId: number;
  data?: FlowNodeDataOf<T>;
  /** Variables known in this flow (questions' answer keys, contact fields), shown as {{name}}. */
  variables: readonly string[];
  /** Question nodes: the answer keys of the other questions (a new key must be unique). */
  takenVariables?: readonly string[];
  onSubmit: (data: FlowNodeDataOf<T>) => void;
  onClose: () => void;
}
