import { AppError, type FlowGraph, type FlowMediaKind, type FlowNode } from '@chatdesk/contracts';
import type { Tx } from '../../platform/db/database';
import { publicMediaPrefix } from '../../platform/storage/media-storage';
import { assertReference } from '../chatbots/automation-references';
import { findCompanyQueueIds } from '../queues/user-queues.repository';
import { findFlowMedia } from './flows.repository';

/** A stored file's name: what MediaStorage names every file (`{32 hex}.{ext}`). */
const storedNamePattern = /^[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

interface MediaReference {
  nodeId: string;
  field: string;
  kind: FlowMediaKind;
  ref: string;
}

const kindOfType = { img: 'image', audio: 'audio', video: 'video' } as const;

function mediaReferences(node: FlowNode): MediaReference[] {
  if (node.type === 'img' || node.type === 'audio' || node.type === 'video') {
    return [{ nodeId: node.id, field: 'url', kind: kindOfType[node.type], ref: node.data.url }];
  }
  if (node.type !== 'singleBlock') return [];
  return node.data.elements.flatMap((element) =>
    element.type === 'img' || element.type === 'audio' || element.type === 'video'
      ? [{ nodeId: node.id, field: `elements.${element.number}`, kind: kindOfType[element.type], ref: element.value }]
      : [],
  );
}

/**
 * The stored file a media reference names: its name as the upload answered it, or its public URL
 * under the company's own folder. Anything else (another site, another company's folder) is null.
 */
export function flowMediaName(companyId: number, ref: string): string | null {
  const ownPrefix = `${publicMediaPrefix}${companyId}/`;
  const name = ref.startsWith(ownPrefix) ? ref.slice(ownPrefix.length) : ref;
  return storedNamePattern.test(name) ? name : null;
}

const invalid = (details: Record<string, string | number>) => new AppError('ERR_INVALID_REFERENCE', { details });

/**
 * A typebot node's integration and an openai node's prompt must be the company's. Each is locked
 * for key share (assertReference), so a delete checking whether a flow names it waits for this save.
 */
async function assertIntegrationNodes(tx: Tx, companyId: number, graph: FlowGraph): Promise<void> {
  for (const node of graph.nodes) {
    const target =
      node.type === 'typebot'
        ? { kind: 'integration' as const, field: 'integrationId', id: node.data.typebotIntegration.integrationId }
        : node.type === 'openai'
          ? { kind: 'prompt' as const, field: 'promptId', id: node.data.typebotIntegration.promptId }
          : null;
    if (!target) continue;
    try {
      await assertReference(tx, companyId, target.kind, target.id, target.field);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'ERR_INVALID_REFERENCE')) throw error;
      throw invalid({ field: target.field, nodeId: node.id, value: target.id });
    }
  }
}

/**
 * What a graph names outside itself must be the company's: a ticket node's queue, a typebot node's
 * integration, an openai node's prompt, and a media node's or media card's file, uploaded for this
 * company's flows and of the node's kind (400 ERR_INVALID_REFERENCE naming the node and field).
 */
export async function assertFlowGraphReferences(tx: Tx, companyId: number, graph: FlowGraph): Promise<void> {
  const tickets = graph.nodes.flatMap((node) => (node.type === 'ticket' ? [node] : []));
  const queueIds = new Set(
    await findCompanyQueueIds(tx, companyId, [...new Set(tickets.map((node) => node.data.queueId))]),
  );
  const foreignQueue = tickets.find((node) => !queueIds.has(node.data.queueId));
  if (foreignQueue) throw invalid({ field: 'queueId', nodeId: foreignQueue.id, value: foreignQueue.data.queueId });
  await assertIntegrationNodes(tx, companyId, graph);

  const references = graph.nodes.flatMap(mediaReferences);
  const names = references.map((reference) => flowMediaName(companyId, reference.ref));
  const stored = await findFlowMedia(tx, companyId, [...new Set(names.filter((name) => name !== null))]);
  const mimeOf = new Map(stored.map((row) => [row.name, row.mime]));
  references.forEach((reference, index) => {
    const name = names[index];
    const mime = name ? mimeOf.get(name) : undefined;
    if (!mime?.startsWith(`${reference.kind}/`)) throw invalid({ field: reference.field, nodeId: reference.nodeId });
  });
}
