import type { FlowNodeType } from '@chatdesk/contracts';
import Dialog from '@mui/material/Dialog';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ComponentType } from 'react';
import { ConditionNodeForm } from './condition-node-form';
import { ContentNodeForm } from './content/content-node-form';
import type { FlowNodeDialogProps } from './flow-node-dialog.types';
import { OpenAiNodeForm, TypebotNodeForm } from './integration-node-forms';
import { IntervalNodeForm } from './interval-node-form';
import { MediaNodeForm } from './media-node-form';
import { MenuNodeForm } from './menu-node-form';
import { MessageNodeForm } from './message-node-form';
import { nodeDialogTitleId } from './node-dialog-frame';
import type { NodeFormProps } from './node-form.types';
import { QuestionNodeForm } from './question-node-form';
import { RandomizerNodeForm } from './randomizer-node-form';
import { TicketNodeForm } from './ticket-node-form';

type DialogType = Exclude<FlowNodeType, 'start'>;

const nodeForms: { [T in DialogType]: ComponentType<NodeFormProps<T>> } = {
  message: MessageNodeForm,
  interval: IntervalNodeForm,
  condition: ConditionNodeForm,
  menu: MenuNodeForm,
  img: (props) => <MediaNodeForm kind="img" {...props} />,
  audio: (props) => <MediaNodeForm kind="audio" {...props} />,
  video: (props) => <MediaNodeForm kind="video" {...props} />,
  randomizer: RandomizerNodeForm,
  singleBlock: ContentNodeForm,
  ticket: TicketNodeForm,
  typebot: TypebotNodeForm,
  openai: OpenAiNodeForm,
  question: QuestionNodeForm,
};

/**
 * Whether a node type has a dialog: every type but start, which has nothing to configure (the
 * editor adds it directly and never opens a dialog for it).
 */
export const hasFlowNodeDialog = (type: FlowNodeType): type is DialogType => type !== 'start';

/** Types whose dialog needs room for side-by-side settings or cards. */
const wide: readonly FlowNodeType[] = ['singleBlock'];

/**
 * Spec 3 §2 Flow editor: the create or edit dialog of a node, chosen by its type; full screen on
 * phones. The form lives only while the dialog is open, so each opening starts from `data` and a
 * cancelled dialog (uploads included, they are aborted) changes nothing.
 */
export function FlowNodeDialog<T extends FlowNodeType>(props: FlowNodeDialogProps<T>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { open, type, onClose } = props;
  if (!hasFlowNodeDialog(type)) return null;
  const Form = nodeForms[type as DialogType] as ComponentType<NodeFormProps<FlowNodeType>>;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth={wide.includes(type) ? 'md' : 'sm'}
      aria-labelledby={nodeDialogTitleId}
    >
      {open ? (
        <Form
          mode={props.mode}
          flowId={props.flowId}
          data={props.data}
          variables={props.variables}
          takenVariables={props.takenVariables}
          onSubmit={props.onSubmit as NodeFormProps<FlowNodeType>['onSubmit']}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}
