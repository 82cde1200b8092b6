import { z } from 'zod';
import { recordId } from './record-id';

/**
 * Spec 3 §2 (Flow list, Flow editor), §3 (flow graph as saved, node data by type), §5 (flow
 * validation), §7 (/flowbuilder calls), §9 (flow constants). The graph's own rules — what makes
 * a flow safe to run — are in `flow-graph.ts`, shared by the editor and the API.
 */

export const flowValidationMessages = {
  nameRequired: 'Digite um nome!',
  nameTooShort: 'Muito curto!',
  nameTooLong: 'Muito longo!',
  intervalRequired: 'Adicione o valor de intervalo',
  intervalTooLong: 'Máximo de tempo atingido 120 segundos',
  queueRequired: 'Adicione uma fila',
  emptyMessage: 'Campos de mensagem vazio!',
  contentInterval: 'Intervalo não pode ser 0 ou maior que 120!',
  emptyMediaCards: 'Delete os cards vazios(Imagem, Audio e Video)',
  imageTooLarge: 'Arquivo é muito grande! 2MB máximo',
  required: 'Obrigatório',
} as const;
const m = flowValidationMessages;

/** Spec 3 §9 flow constants. */
export const flowLimits = {
  nodeIdLength: 30,
  intervalMaxSeconds: 120,
  randomizerStep: 10,
  imageMaxBytes: 2 * 1024 * 1024,
  audioMaxBytes: 5 * 1024 * 1024,
  videoMaxBytes: 20 * 1024 * 1024,
  imageCompressionQuality: 0.7,
  newNodeGapPx: 40,
  duplicateOffsetPx: 240,
  /** Nodes and edges of one flow (the editor stays responsive well past 300 nodes). */
  maxNodes: 1000,
  maxEdges: 3000,
  /** Menu options, content cards. */
  maxMenuOptions: 50,
  maxContentCards: 50,
  /** A menu repeats itself on an invalid answer this many times, then the run ends (a human takes over). */
  menuMaxAttempts: 3,
  textMaxLength: 4096,
} as const;

export const flowNameField = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, m.nameRequired)
  .min(2, m.nameTooShort)
  .max(50, m.nameTooLong);

/** A node id: 30 random alphanumeric characters (spec 3 §3), or the start node's own id. */
export const flowNodeId = z
  .string()
  .regex(/^[A-Za-z0-9]{1,30}$/)
  .max(flowLimits.nodeIdLength);

export const flowNodeTypes = [
  'start',
  'message',
  'interval',
  'condition',
  'menu',
  'img',
  'audio',
  'video',
  'randomizer',
  'singleBlock',
  'ticket',
  'typebot',
  'openai',
  'question',
] as const;
export type FlowNodeType = (typeof flowNodeTypes)[number];

const text = z.string().max(flowLimits.textMaxLength);
const intervalSeconds = z
  .number({ error: m.intervalRequired })
  .int()
  .min(1, m.intervalRequired)
  .max(flowLimits.intervalMaxSeconds, m.intervalTooLong);
/** A stored file of the flow (the name the upload answered) or its public URL. */
const mediaRef = z.string().trim().min(1, m.emptyMediaCards).max(500);

/**
 * Source handles a node may end branches on: "ends here" instead of an edge, so the validation
 * can tell a branch left out on purpose from a forgotten one.
 */
const endHandles = z
  .array(z.string().max(40))
  .max(flowLimits.maxMenuOptions + 2)
  .optional();

export const flowConditionOperators = [
  'equals',
  'notEquals',
  'contains',
  'startsWith',
  'greaterThan',
  'lessThan',
  'isEmpty',
  'isNotEmpty',
] as const;
export type FlowConditionOperator = (typeof flowConditionOperators)[number];

export const flowContentElementTypes = ['message', 'interval', 'img', 'audio', 'video'] as const;

/** One card of a content node: `number` is its element id (message1, interval2, img1…), `seq` orders them. */
export const flowContentElement = z.object({
  number: z.string().regex(/^(message|interval|img|audio|video)\d{1,4}$/),
  type: z.enum(flowContentElementTypes),
  /** The text, the seconds, or the stored file name. */
  value: z.string().max(flowLimits.textMaxLength),
  /** The file's original name (media cards). */
  original: z.string().max(255).optional().default(''),
  /** Audio only: send as a voice note recorded now. */
  record: z.boolean().optional().default(false),
});

export const flowNodeData = {
  start: z.object({ label: z.string().max(100).optional() }),
  message: z.object({ label: text.trim().min(1, m.emptyMessage) }),
  interval: z.object({ sec: intervalSeconds, label: z.string().max(100).optional() }),
  condition: z.object({
    /** The variable compared (a question's answerKey, or a contact field: name, number, email). */
    key: z.string().trim().min(1, m.required).max(60),
    condition: z.enum(flowConditionOperators),
    value: z.string().max(500).optional().default(''),
    endHandles,
  }),
  menu: z.object({
    message: text.trim().min(1, m.emptyMessage),
    arrayOption: z
      .array(z.object({ number: z.number().int().min(1), value: z.string().trim().min(1, m.required).max(200) }))
      .min(1, m.required)
      .max(flowLimits.maxMenuOptions),
    endHandles,
  }),
  img: z.object({ url: mediaRef }),
  audio: z.object({ url: mediaRef, record: z.boolean().optional().default(false) }),
  video: z.object({ url: mediaRef }),
  randomizer: z.object({
    /** The share (0–100, steps of 10) that takes the `a` branch; the rest takes `b`. */
    percent: z.number().int().min(0).max(100).multipleOf(flowLimits.randomizerStep),
    endHandles,
  }),
  singleBlock: z.object({
    seq: z.array(z.string().max(20)).max(flowLimits.maxContentCards),
    elements: z.array(flowContentElement).min(1, m.emptyMessage).max(flowLimits.maxContentCards),
  }),
  ticket: z.object({
    /** The queue the ticket moves to (spec 3 §3 "ticket: name (the queue carried)"). */
    queueId: recordId,
    name: z.string().max(100).optional().default(''),
  }),
  /**
   * The conversation goes to one of the company's queue integrations (GET /queueIntegration for the
   * choice): the flow graph names it instead of copying its settings, so no secret is in a graph.
   */
  typebot: z.object({
    typebotIntegration: z.object({ integrationId: z.number({ error: m.required }).int().positive() }),
  }),
  /** The conversation goes to one of the company's prompts (GET /prompt for the choice), as above. */
  openai: z.object({
    typebotIntegration: z.object({ promptId: z.number({ error: m.required }).int().positive() }),
  }),
  question: z.object({
    typebotIntegration: z.object({
      message: text.trim().min(1, m.required),
      /** The variable the answer is stored in, available as {{answerKey}} to later nodes. */
      answerKey: z
        .string()
        .trim()
        .min(1, m.required)
        .max(60)
        .regex(/^[\p{L}\p{N}_]+$/u),
      /** Also save the answer to the contact's extra info under the same name. */
      saveToContact: z.boolean().optional().default(false),
    }),
  }),
} as const satisfies Record<FlowNodeType, z.ZodType>;

const position = z.object({ x: z.number().finite(), y: z.number().finite() });

const node = <T extends FlowNodeType>(type: T) =>
  z.object({ id: flowNodeId, type: z.literal(type), position, data: flowNodeData[type] });

export const flowNode = z.discriminatedUnion('type', [
  node('start'),
  node('message'),
  node('interval'),
  node('condition'),
  node('menu'),
  node('img'),
  node('audio'),
  node('video'),
  node('randomizer'),
  node('singleBlock'),
  node('ticket'),
  node('typebot'),
  node('openai'),
  node('question'),
]);
export type FlowNodeInput = z.input<typeof flowNode>;
export type FlowNode = z.output<typeof flowNode>;

/** An edge: from a node's source handle (see `flowSourceHandles`) to another node. */
export const flowEdge = z.object({
  id: z.string().min(1).max(200),
  source: flowNodeId,
  target: flowNodeId,
  sourceHandle: z.string().max(40).nullish(),
  targetHandle: z.string().max(40).nullish(),
});
export type FlowEdge = z.infer<typeof flowEdge>;

export const flowGraphBody = z.object({
  nodes: z.array(flowNode).max(flowLimits.maxNodes),
  connections: z.array(flowEdge).max(flowLimits.maxEdges),
});
export type FlowGraph = z.output<typeof flowGraphBody>;
export type FlowGraphInput = z.input<typeof flowGraphBody>;

// ---- /flowbuilder calls (spec 3 §7) ----

export const flowIdParams = z.object({ id: recordId });

export const flowsQuery = z.object({
  searchParam: z.string().trim().max(200).optional().default(''),
  pageNumber: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
export const flowsPageSize = 20;

export const flowCreateBody = z.object({ name: flowNameField });
/** PUT /flowbuilder: rename, and the active flag. */
export const flowUpdateBody = z.object({ flowId: recordId, name: flowNameField, active: z.boolean().optional() });
export const flowDuplicateBody = z.object({ flowId: recordId });
/** POST /flowbuilder/flow: the whole graph, validated (flow-graph.ts) before it is stored as a new version. */
export const flowSaveBody = flowGraphBody.extend({ idFlow: recordId });
export type FlowSaveInput = z.input<typeof flowSaveBody>;

export const flowListItem = z.object({
  id: z.number(),
  name: z.string(),
  active: z.boolean(),
  version: z.number(),
  userId: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FlowListItem = z.infer<typeof flowListItem>;

export const flowsPageAnswer = z.object({ flows: z.array(flowListItem), hasMore: z.boolean() });
export type FlowsPageAnswer = z.infer<typeof flowsPageAnswer>;

/** GET /flowbuilder/flow/{id}: `flow.flow` holds the graph (spec 3 §7). */
export const flowGraphAnswer = z.object({
  flow: flowListItem.extend({ flow: z.object({ nodes: z.array(z.unknown()), connections: z.array(z.unknown()) }) }),
});
export type FlowGraphAnswer = { flow: FlowListItem & { flow: FlowGraph } };

/** POST /flowbuilder/img, /audio (video too) and /flowbuilder/content answer the stored file's name. */
export const flowUploadAnswer = z.object({ name: z.string(), url: z.string(), mediaType: z.string() });
export type FlowUploadAnswer = z.infer<typeof flowUploadAnswer>;

// ---- /flowcampaign: phrase campaigns (spec 3 §2 Phrase campaigns, §3 Flow campaign, §5) ----

export const phraseCampaignBody = z.object({
  name: flowNameField,
  flowId: recordId,
  whatsappId: recordId.nullish(),
  phrase: z.string({ error: m.required }).trim().min(1, m.required).max(200),
  status: z.boolean().optional().default(true),
});
export type PhraseCampaignInput = z.input<typeof phraseCampaignBody>;
export const phraseCampaignUpdateBody = phraseCampaignBody.extend({ id: recordId });

export const phraseCampaignAnswer = z.object({
  id: z.number(),
  name: z.string(),
  flowId: z.number(),
  whatsappId: z.number().nullable(),
  phrase: z.string(),
  status: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PhraseCampaignAnswer = z.infer<typeof phraseCampaignAnswer>;
/** GET /flowcampaign: "the list is returned as a flow array" (spec 3 §3). */
export const phraseCampaignsAnswer = z.object({ flow: z.array(phraseCampaignAnswer) });

// ---- Flow uploads (spec 3 §5 "Uploads"): what each upload route takes, typed by the bytes ----

/** The MIME types a flow's media may have, by kind: image jpg/png, audio ogg/mp3/opus, video mp4. */
export const flowMediaMimes = {
  image: ['image/jpeg', 'image/png'],
  audio: ['audio/ogg', 'audio/mpeg', 'audio/opus'],
  video: ['video/mp4'],
} as const;
export type FlowMediaKind = keyof typeof flowMediaMimes;

/** The largest file of each kind (spec 3 §9). */
export const flowMediaMaxBytes = {
  image: flowLimits.imageMaxBytes,
  audio: flowLimits.audioMaxBytes,
  video: flowLimits.videoMaxBytes,
} as const satisfies Record<FlowMediaKind, number>;

/** Files one POST /flowbuilder/content may carry (a content node's media cards). */
export const flowContentUploadMaxFiles = flowLimits.maxContentCards;

/** POST /flowbuilder/content answers one entry per `medias` part, in order. */
export const flowContentUploadAnswer = z.array(flowUploadAnswer);
export type FlowContentUploadAnswer = z.infer<typeof flowContentUploadAnswer>;

/** A phrase campaign body as the API reads it (defaults applied). */
export type PhraseCampaignBody = z.output<typeof phraseCampaignBody>;
export type PhraseCampaignsAnswer = z.infer<typeof phraseCampaignsAnswer>;
