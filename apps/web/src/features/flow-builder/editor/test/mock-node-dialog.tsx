import type { FlowNodeType } from '@chatdesk/contracts';
import type { FlowNodeDataOf, FlowNodeDialogProps } from '../../dialogs/flow-node-dialog.types';

/** What the mocked dialog answers on submit, per node type (a test may change it). */
export const dialogAnswers: { [T in FlowNodeType]?: FlowNodeDataOf<T> } = {
  menu: {
    message: 'Como podemos ajudar?',
    arrayOption: [
      { number: 1, value: 'Comprar' },
      { number: 2, value: 'Falar com alguém' },
    ],
  },
  question: { typebotIntegration: { message: 'Qual seu CPF?', answerKey: 'cpf', saveToContact: false } },
  interval: { sec: 15 },
  typebot: { typebotIntegration: { integrationId: 3 } },
};

const defaultAnswers = structuredClone(dialogAnswers);

/** Puts back the answers a test changed. */
export function resetDialogAnswers() {
  Object.assign(dialogAnswers, structuredClone(defaultAnswers));
}

/** The props the editor gave the dialog last time it opened one. */
export let lastDialogProps: FlowNodeDialogProps | null = null;

/** Stands in for the node dialogs (built elsewhere): shows what it got, submits `dialogAnswers[type]`. */
export function FlowNodeDialog(props: FlowNodeDialogProps) {
  lastDialogProps = props;
  // Read on click: a test may change the answer while the dialog is open.
  const submit = () => {
    const answer = dialogAnswers[props.type];
    if (answer) props.onSubmit(answer as FlowNodeDataOf<typeof props.type>);
  };
  return (
    <div role="dialog" aria-label={`${props.type} ${props.mode}`}>
      <button type="button" onClick={submit}>
        submit
      </button>
      <button type="button" onClick={props.onClose}>
        close
      </button>
    </div>
  );
}
