import { type FlowNode, flowLimits, flowMenuHandle, flowOutHandle } from '@chatdesk/contracts';
import type { BotMessage } from '../bot-turn';
import { enterIntegration } from '../integrations/enter-integration';
import { findTarget, type TargetRef } from '../integrations/integration-runtime.repository';
import { enterQueue } from '../menus/enter-queue';
import { chosenItem } from '../menus/match-answer';
import { type MenuItem, menuMessage } from '../menus/menu-message';
import { findQueue } from '../menus/menus.repository';
import { handOver } from '../menus/show-menu';
import { changeRun, endRun, type NodeStep, type RunContext } from './flow-engine';
import { conditionHolds, fillFlowVariables, flowVariable, randomizerBranch } from './flow-values';

type NodeOf<T extends FlowNode['type']> = Extract<FlowNode, { type: T }>;
type MediaType = 'img' | 'audio' | 'video';

/** The contact's fields a flow reads beside its answers (conditions, and texts for number and email). */
const contactFields = ({ name, number, email }: RunContext['turn']['contact']) => ({
  name,
  number,
  email: email ?? '',
});

/**
 * A text of the flow with its variables filled: the questions' answers, and the contact's number and
 * email (the message variables, {{name}} among them, are filled by turn.send).
 */
const fillText = (ctx: RunContext, text: string) => {
  const { number, email } = contactFields(ctx.turn.contact);
  return fillFlowVariables(text, { number, email, ...ctx.run.variables });
};
const sendText = (ctx: RunContext, text: string) => ctx.turn.send({ body: fillText(ctx, text) });

const storedName = /^[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

/**
 * The stored file a media node or card names: the upload's file name, or its `/public/{companyId}/…`
 * URL (absolute or not). Anything else (another company's file, a foreign URL) is null: not sent.
 */
export function flowMediaFile(companyId: number, url: string): string | null {
  let path = url.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  const prefix = `/public/${companyId}/`;
  if (path.startsWith(prefix)) path = path.slice(prefix.length);
  return storedName.test(path) ? path : null;
}

const mediaTypes: Record<MediaType, string> = { img: 'image', audio: 'audio', video: 'video' };

async function sendMedia(ctx: RunContext, type: MediaType, url: string): Promise<void> {
  const file = flowMediaFile(ctx.turn.companyId, url);
  if (file) await ctx.turn.send({ body: '', mediaUrl: file, mediaType: mediaTypes[type] } satisfies BotMessage);
}

/** An interval: the run waits until `seconds` from now (a durable wake-up), then goes on from `card` or the next node. */
async function waitFor(ctx: RunContext, seconds: number, card: number | null): Promise<null> {
  const { turn } = ctx;
  const step = ctx.run.step + 1;
  const wakeAt = new Date(turn.now.getTime() + seconds * 1000);
  changeRun(ctx, { waiting: 'interval', card, wakeAt, step });
  await turn.flows.wakeLater(turn.tx, { companyId: turn.companyId, runId: ctx.run.id, step }, wakeAt);
  return null;
}

/** A content node's cards in order: those `seq` lists in its order, then any it does not list. */
export function contentCards(node: NodeOf<'singleBlock'>) {
  const { seq, elements } = node.data;
  const listed = seq.flatMap((number) => elements.filter((element) => element.number === number).slice(0, 1));
  return [...listed, ...elements.filter((element) => !seq.includes(element.number))];
}

/** The content node's cards from `from`: texts and files are sent, an interval card waits and resumes after itself. */
const content: NodeStep = async (ctx, node, from) => {
  const cards = contentCards(node as NodeOf<'singleBlock'>);
  for (let index = from; index < cards.length; index++) {
    const card = cards[index];
    if (!card) continue;
    if (card.type === 'message') await sendText(ctx, card.value);
    else if (card.type === 'interval') {
      const seconds = Number(card.value);
      if (Number.isFinite(seconds) && seconds > 0)
        return waitFor(ctx, Math.min(seconds, flowLimits.intervalMaxSeconds), index + 1);
    } else await sendMedia(ctx, card.type, card.value);
  }
  return flowOutHandle;
};

/** A menu's choices in number order; the customer answers with the position shown or the text. */
export function menuItems(node: NodeOf<'menu'>): (MenuItem & { number: number })[] {
  return [...node.data.arrayOption]
    .sort((a, b) => a.number - b.number)
    .map((option) => ({ id: flowMenuHandle(option.number), title: option.value, number: option.number }));
}

export const showMenu = (ctx: RunContext, node: NodeOf<'menu'>) =>
  ctx.turn.send(
    menuMessage(ctx.turn, {
      header: fillText(ctx, node.data.message),
      items: menuItems(node),
      back: false,
    }),
  );

/** The menu's option a message chooses (its handle), or null for an invalid answer. */
export function menuAnswer(ctx: RunContext, node: NodeOf<'menu'>): string | null {
  return chosenItem(ctx.turn.message, menuItems(node))?.id ?? null;
}

/** A condition's variable: a question's answer, else the contact's name, number or email. */
function conditionValue(ctx: RunContext, key: string): string {
  const variable = flowVariable(ctx.run.variables, key);
  if (variable !== undefined) return variable;
  const fields: Record<string, string> = contactFields(ctx.turn.contact);
  return fields[key.toLowerCase()] ?? '';
}

/**
 * A typebot or openai node: the run ends (`integration`) and the ticket uses the integration or
 * prompt the node names (docs/integrations.md); one that is gone leaves the ticket to a human.
 */
async function integrationNode(ctx: RunContext, ref: TargetRef): Promise<null> {
  const { turn } = ctx;
  const target = await findTarget(turn.tx, turn.companyId, ref);
  await endRun(ctx, 'integration', target === null);
  if (target && !(await enterIntegration(turn, target))) {
    await handOver(turn);
    await turn.log('pending');
  }
  return null;
}

/** Each node type's step (docs/flows.md "Nodes"). */
export const nodeSteps: Record<FlowNode['type'], NodeStep> = {
  start: async () => flowOutHandle,
  message: async (ctx, node) => {
    await sendText(ctx, (node as NodeOf<'message'>).data.label);
    return flowOutHandle;
  },
  img: async (ctx, node) => {
    await sendMedia(ctx, 'img', (node as NodeOf<'img'>).data.url);
    return flowOutHandle;
  },
  audio: async (ctx, node) => {
    await sendMedia(ctx, 'audio', (node as NodeOf<'audio'>).data.url);
    return flowOutHandle;
  },
  video: async (ctx, node) => {
    await sendMedia(ctx, 'video', (node as NodeOf<'video'>).data.url);
    return flowOutHandle;
  },
  singleBlock: content,
  interval: (ctx, node) => waitFor(ctx, (node as NodeOf<'interval'>).data.sec, null),
  menu: async (ctx, node) => {
    await showMenu(ctx, node as NodeOf<'menu'>);
    changeRun(ctx, { waiting: 'menu', attempts: 0, step: ctx.run.step + 1 });
    return null;
  },
  question: async (ctx, node) => {
    await sendText(ctx, (node as NodeOf<'question'>).data.typebotIntegration.message);
    changeRun(ctx, { waiting: 'question', step: ctx.run.step + 1 });
    return null;
  },
  condition: async (ctx, node) => {
    const { key, condition, value } = (node as NodeOf<'condition'>).data;
    return String(conditionHolds(condition, conditionValue(ctx, key), value));
  },
  randomizer: async (ctx, node) => randomizerBranch((node as NodeOf<'randomizer'>).data.percent, ctx.turn.flows.random),
  ticket: async (ctx, node) => {
    const { turn } = ctx;
    const queue = await findQueue(turn.tx, turn.companyId, (node as NodeOf<'ticket'>).data.queueId);
    if (!queue) {
      await endRun(ctx, 'broken');
      return null;
    }
    await endRun(ctx, 'ticket');
    await enterQueue(turn, queue);
    return null;
  },
  typebot: (ctx, node) =>
    integrationNode(ctx, { integrationId: (node as NodeOf<'typebot'>).data.typebotIntegration.integrationId }),
  openai: (ctx, node) =>
    integrationNode(ctx, { promptId: (node as NodeOf<'openai'>).data.typebotIntegration.promptId }),
};

export type { NodeOf };
