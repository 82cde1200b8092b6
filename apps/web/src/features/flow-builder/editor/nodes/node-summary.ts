import {
  type FlowNode,
  flowConditionHandles,
  flowMenuHandle,
  flowOutHandle,
  flowRandomizerHandles,
  flowSourceHandles,
} from '@chatdesk/contracts';
import type { TFunction } from 'i18next';

/** One exit of a node as the canvas shows it: the handle id and what it says beside it (none for `out`). */
export interface HandleLabel {
  id: string;
  label: string;
}

/** Menu options by number and text, condition Sim/Não, randomizer shares a% and b%. */
export function handleLabels(node: FlowNode, t: TFunction): HandleLabel[] {
  switch (node.type) {
    case 'menu':
      return node.data.arrayOption.map((o) => ({ id: flowMenuHandle(o.number), label: `${o.number}. ${o.value}` }));
    case 'condition':
      return [
        { id: flowConditionHandles.yes, label: t('flowEditor.handles.yes') },
        { id: flowConditionHandles.no, label: t('flowEditor.handles.no') },
      ];
    case 'randomizer':
      return [
        { id: flowRandomizerHandles.a, label: `${node.data.percent}%` },
        { id: flowRandomizerHandles.b, label: `${100 - node.data.percent}%` },
      ];
    default:
      return flowSourceHandles(node).map((id) => ({ id, label: id === flowOutHandle ? '' : id }));
  }
}

/** A short text of what the node does, shown under its title. */
export function nodeSummary(node: FlowNode, t: TFunction): string {
  switch (node.type) {
    case 'start':
      return t('flowEditor.summary.start');
    case 'message':
      return node.data.label;
    case 'interval':
      return t('flowEditor.summary.seconds', { count: node.data.sec });
    case 'condition':
      return [node.data.key, t(`flowEditor.conditions.${node.data.condition}`), node.data.value].join(' ').trim();
    case 'menu':
      return node.data.message;
    case 'img':
    case 'audio':
    case 'video':
      return node.data.url;
    case 'randomizer':
      return '';
    case 'singleBlock':
      return contentSummary(node.data, t);
    case 'ticket':
      return node.data.name ? t('flowEditor.summary.queue', { name: node.data.name }) : '';
    case 'typebot':
    case 'openai':
      // The integration's or prompt's name is read by id (node-reference.tsx).
      return '';
    case 'question':
      return `${node.data.typebotIntegration.message}\n${t('flowEditor.summary.answerIn', {
        variable: `{{${node.data.typebotIntegration.answerKey}}}`,
      })}`;
  }
}

/** The content node's cards in their order: texts as written, intervals in seconds, media by file name. */
function contentSummary(data: Extract<FlowNode, { type: 'singleBlock' }>['data'], t: TFunction): string {
  const byNumber = new Map(data.elements.map((element) => [element.number, element]));
  const ordered = data.seq.flatMap((number) => byNumber.get(number) ?? []);
  return (ordered.length > 0 ? ordered : data.elements)
    .map((element) => {
      if (element.type === 'message') return element.value;
      if (element.type === 'interval') return t('flowEditor.summary.seconds', { count: Number(element.value) });
      return element.original || element.value;
    })
    .join(' · ');
}
