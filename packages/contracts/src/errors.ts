/**
 * The one error catalogue: every code the API may answer with, its HTTP status and the
 * Portuguese text the server sends as `message`. The web client translates codes itself
 * (locales `backendErrors.*`), so `message` is the fallback for other clients.
 * Codes from spec 1 §8 and spec 2 §8 keep their names; the rest are ours.
 */
export const errorCatalogue = {
  // Spec catalogue
  ERR_NO_OTHER_WHATSAPP: { status: 400, message: 'Deve haver pelo menos uma conexão padrão.' },
  ERR_NO_DEF_WAPP_FOUND: { status: 404, message: 'Nenhuma conexão padrão encontrada. Verifique a página de conexões.' },
  ERR_WAPP_NOT_INITIALIZED: {
    status: 409,
    message: 'Esta sessão de conexão não foi inicializada. Verifique a página de conexões.',
  },
  ERR_WAPP_CHECK_CONTACT: {
    status: 502,
    message: 'Não foi possível verificar o contato. Verifique a página de conexões.',
  },
  ERR_WAPP_INVALID_CONTACT: { status: 400, message: 'Este não é um número de WhatsApp válido.' },
  ERR_WAPP_DOWNLOAD_MEDIA: { status: 502, message: 'Não foi possível baixar a mídia. Verifique a página de conexões.' },
  ERR_INVALID_CREDENTIALS: { status: 401, message: 'Erro de autenticação. Por favor, tente novamente.' },
  ERR_SENDING_WAPP_MSG: { status: 502, message: 'Erro ao enviar mensagem. Verifique a página de conexões.' },
  ERR_DELETE_WAPP_MSG: { status: 502, message: 'Não foi possível excluir a mensagem.' },
  ERR_OTHER_OPEN_TICKET: { status: 409, message: 'Já existe um ticket aberto para este contato.' },
  ERR_SESSION_EXPIRED: { status: 401, message: 'Sessão expirada. Por favor, entre.' },
  ERR_USER_CREATION_DISABLED: { status: 403, message: 'A criação do usuário foi desabilitada pelo administrador.' },
  ERR_NO_PERMISSION: { status: 403, message: 'Você não tem permissão para acessar este recurso.' },
  ERR_DUPLICATED_CONTACT: { status: 409, message: 'Já existe um contato com este número.' },
  ERR_NO_SETTING_FOUND: { status: 404, message: 'Nenhuma configuração encontrada com este ID.' },
  ERR_NO_CONTACT_FOUND: { status: 404, message: 'Nenhum contato encontrado com este ID.' },
  ERR_NO_TICKET_FOUND: { status: 404, message: 'Nenhum ticket encontrado com este ID.' },
  ERR_NO_USER_FOUND: { status: 404, message: 'Nenhum usuário encontrado com este ID.' },
  ERR_NO_WAPP_FOUND: { status: 404, message: 'Nenhuma conexão encontrada com este ID.' },
  ERR_CREATING_MESSAGE: { status: 500, message: 'Erro ao criar mensagem no banco de dados.' },
  ERR_CREATING_TICKET: { status: 500, message: 'Erro ao criar ticket no banco de dados.' },
  ERR_FETCH_WAPP_MSG: { status: 502, message: 'Erro ao buscar a mensagem no WhatsApp, talvez ela seja muito antiga.' },
  ERR_QUEUE_COLOR_ALREADY_EXISTS: { status: 409, message: 'Esta cor já está em uso, escolha outra.' },
  ERR_WAPP_GREETING_REQUIRED: {
    status: 400,
    message: 'A mensagem de saudação é obrigatória quando há mais de uma fila.',
  },
  ERR_OUT_OF_HOURS: { status: 400, message: 'Fora do expediente!' },
  // Platform codes
  ERR_VALIDATION: { status: 400, message: 'Dados inválidos.' },
  ERR_NOT_FOUND: { status: 404, message: 'Registro não encontrado.' },
  ERR_ROUTE_NOT_FOUND: { status: 404, message: 'Rota não encontrada.' },
  ERR_INVALID_TOKEN: { status: 403, message: 'Token inválido ou expirado.' },
  ERR_RATE_LIMITED: { status: 429, message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' },
  ERR_PAYLOAD_TOO_LARGE: { status: 413, message: 'O arquivo excede o tamanho permitido.' },
  ERR_UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Tipo de arquivo não permitido.' },
  ERR_SUBSCRIPTION_EXPIRED: { status: 402, message: 'Sua assinatura expirou. Entre em contato com o suporte.' },
  ERR_PLAN_LIMIT_REACHED: { status: 403, message: 'O limite do seu plano foi atingido.' },
  ERR_SERVICE_UNAVAILABLE: { status: 503, message: 'Serviço indisponível no momento.' },
  // Access (auth module)
  ERR_SIGNUP_DISABLED: { status: 403, message: 'O cadastro de novas empresas está desabilitado.' },
  ERR_EMAIL_ALREADY_EXISTS: { status: 409, message: 'Já existe um usuário com este e-mail.' },
  ERR_COMPANY_ALREADY_EXISTS: { status: 409, message: 'Já existe uma empresa com este nome.' },
  ERR_NO_PLAN_FOUND: { status: 404, message: 'Nenhum plano encontrado com este ID.' },
  ERR_INVALID_RESET_TOKEN: { status: 400, message: 'Link de redefinição de senha inválido ou expirado.' },
  // Users and queues
  ERR_NO_QUEUE_FOUND: { status: 404, message: 'Nenhuma fila encontrada com este ID.' },
  ERR_LAST_ADMIN: { status: 409, message: 'A empresa precisa de pelo menos um administrador.' },
  // Contacts and tags
  ERR_TAG_ALREADY_EXISTS: { status: 409, message: 'Já existe uma tag com este nome.' },
  ERR_CONTACT_IMPORT_UNSUPPORTED: {
    status: 422,
    message: 'Esta conexão não permite importar contatos do aparelho.',
  },
  // Companies, plans, helps
  ERR_NO_COMPANY_FOUND: { status: 404, message: 'Nenhuma empresa encontrada com este ID.' },
  ERR_PLATFORM_COMPANY_PROTECTED: { status: 409, message: 'A empresa da plataforma não pode ser excluída.' },
  ERR_PLAN_ALREADY_EXISTS: { status: 409, message: 'Já existe um plano com este nome.' },
  ERR_PLAN_IN_USE: { status: 409, message: 'Este plano está em uso por uma ou mais empresas.' },
  ERR_NO_HELP_FOUND: { status: 404, message: 'Nenhuma ajuda encontrada com este ID.' },
  ERR_COMPANY_INACTIVE: { status: 403, message: 'Esta empresa está desativada. Entre em contato com o suporte.' },
  // Messages
  ERR_TICKET_NOT_OPEN: { status: 409, message: 'Só é possível enviar mensagens em tickets abertos.' },
  ERR_MESSAGE_EDIT_EXPIRED: { status: 409, message: 'O prazo para editar esta mensagem terminou.' },
  ERR_TRANSCRIPTION_UNAVAILABLE: { status: 503, message: 'A transcrição de áudio não está disponível.' },
  // Tickets
  ERR_TICKET_TAG_REQUIRED: { status: 400, message: 'Você deve atribuir uma tag antes de fechar o ticket.' },
  ERR_INVALID_TICKET_STATUS: { status: 409, message: 'Esta ação não é possível no status atual do ticket.' },
  ERR_NO_TAG_FOUND: { status: 404, message: 'Nenhuma tag encontrada com este ID.' },
  // Connections and the sandbox channel
  ERR_CHANNEL_NOT_AVAILABLE: { status: 400, message: 'Este canal ainda não está disponível neste servidor.' },
  ERR_CONNECTION_NAME_ALREADY_EXISTS: { status: 409, message: 'Já existe uma conexão com este nome.' },
  ERR_PLAN_CHANNEL_NOT_ALLOWED: { status: 403, message: 'Seu plano não permite conexões deste canal.' },
  ERR_PAIRING_CODE_UNAVAILABLE: { status: 409, message: 'Esta conexão não permite entrar com código de pareamento.' },
  ERR_NOT_SANDBOX_CONNECTION: { status: 409, message: 'Esta conexão não é um telefone simulado (sandbox).' },
  // Meta channels (WhatsApp Cloud API, Messenger, Instagram)
  ERR_OUTSIDE_24H_WINDOW: {
    status: 409,
    message: 'O contato não escreve há mais de 24 horas: fora dessa janela só é possível enviar um modelo aprovado.',
  },
  ERR_META_ACCOUNT_IN_USE: { status: 409, message: 'Esta conta da Meta já está ligada a outra conexão.' },
  ERR_META_GRAPH: { status: 502, message: 'A API da Meta recusou a solicitação. Verifique as credenciais da conexão.' },
  ERR_NOT_META_CONNECTION: { status: 409, message: 'Esta conexão não é do canal da Meta esperado.' },
  ERR_META_ACCESS_TOKEN_REQUIRED: {
    status: 400,
    message: 'Informe o token de acesso: esta conexão ainda não tem credenciais da Meta salvas.',
  },
  ERR_META_ACCOUNT_NOT_PROVEN: {
    status: 400,
    message: 'A Meta não confirmou que este token de acesso dá acesso a esta conta. Confira o ID da conta e o token.',
  },
  // External messages API (spec 3 §7)
  ERR_INVALID_API_TOKEN: { status: 401, message: 'Token da API inválido. Confira o token da conexão.' },
  ERR_EXTERNAL_API_DISABLED: { status: 403, message: 'O plano desta empresa não inclui a API externa.' },
  ERR_IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'Esta chave de idempotência já foi usada com outra requisição.',
  },
  // Web chat widget
  ERR_NOT_WEBCHAT_CONNECTION: { status: 409, message: 'Esta conexão não é um chat do site (webchat).' },
  ERR_WEBCHAT_ORIGIN_REFUSED: { status: 403, message: 'Este site não está autorizado a usar este chat.' },
  ERR_WEBCHAT_IDENTITY_INVALID: { status: 401, message: 'A identificação do visitante é inválida.' },
  ERR_WEBCHAT_RATE_LIMITED: { status: 429, message: 'Muitas mensagens seguidas. Aguarde um instante e tente de novo.' },
  ERR_WEBCHAT_MESSAGE_TOO_LONG: { status: 413, message: 'A mensagem é longa demais (máximo de 4.096 caracteres).' },
  // Chatbot options, file lists and the ids stored on connections and queues
  ERR_NO_CHATBOT_FOUND: { status: 404, message: 'Nenhuma opção de chatbot encontrada com este ID.' },
  ERR_NO_FILE_LIST_FOUND: { status: 404, message: 'Nenhuma lista de arquivos encontrada com este ID.' },
  ERR_CHATBOT_CANNOT_NEST: {
    status: 400,
    message: 'Só uma opção de texto com mensagem pode ter subopções: escreva a mensagem da opção primeiro.',
  },
  ERR_INVALID_REFERENCE: { status: 400, message: 'O registro escolhido não existe nesta empresa.' },
  // Quick replies (spec 3 §6)
  ERR_NO_QUICKMESSAGE_FOUND: { status: 404, message: 'Nenhuma resposta rápida encontrada com este ID.' },
  ERR_QUICKMESSAGE_LOCKED: {
    status: 403,
    message: 'Somente o autor pode alterar esta resposta rápida: ela é visível, mas não é global.',
  },
  ERR_QUICKMESSAGE_SHORTCODE_EXISTS: { status: 409, message: 'Você já tem uma resposta rápida com este atalho.' },
  // Tags and kanban lanes (spec 3)
  ERR_PLAN_FEATURE_DISABLED: {
    status: 403,
    message: 'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
  },
  ERR_TAG_NOT_A_LANE: { status: 400, message: 'A etapa escolhida não é uma coluna do kanban.' },
  ERR_TAG_LANE_SELF: { status: 400, message: 'Uma coluna do kanban não pode apontar para si mesma.' },
  // Internal chat (spec 3 §4, §6)
  ERR_NO_CHAT_FOUND: { status: 404, message: 'Nenhuma conversa interna encontrada com este ID.' },
  ERR_CHAT_OWNER_ONLY: { status: 403, message: 'Somente o dono da conversa pode editá-la ou excluí-la.' },
  // Announcements (spec 3 §2)
  ERR_NO_ANNOUNCEMENT_FOUND: { status: 404, message: 'Nenhum informativo encontrado com este ID.' },
  // Scheduled messages (spec 3 §4, §5)
  ERR_NO_SCHEDULE_FOUND: { status: 404, message: 'Nenhum agendamento encontrado com este ID.' },
  ERR_SCHEDULE_ALREADY_SENT: { status: 409, message: 'Este agendamento já foi enviado e não pode mais ser alterado.' },
  ERR_SCHEDULE_IN_PAST: { status: 400, message: 'A data de envio deve estar no futuro.' },
  ERR_SCHEDULE_NO_CONNECTION: {
    status: 409,
    message: 'Nenhuma conexão disponível para enviar o agendamento. Verifique a página de conexões.',
  },
  // Contact lists (spec 3 §2, §5)
  ERR_NO_CONTACT_LIST_FOUND: { status: 404, message: 'Nenhuma lista de contatos encontrada com este ID.' },
  ERR_NO_CONTACT_LIST_ITEM_FOUND: { status: 404, message: 'Nenhum contato da lista encontrado com este ID.' },
  ERR_DUPLICATED_CONTACT_LIST_ITEM: { status: 409, message: 'Este número já está nesta lista de contatos.' },
  ERR_CONTACT_LIST_IMPORT_NO_NUMBER_COLUMN: {
    status: 400,
    message: 'A planilha não tem uma coluna de número (Numero, Número, Telefone ou Number) na primeira linha.',
  },
  // Campaigns (spec 3 §4 Campaign status)
  ERR_NO_CAMPAIGN_FOUND: { status: 404, message: 'Nenhuma campanha encontrada com este ID.' },
  ERR_CAMPAIGN_NOT_EDITABLE: {
    status: 409,
    message:
      'Esta campanha não pode mais ser alterada: só é editável inativa ou programada com mais de 1 hora de antecedência.',
  },
  ERR_CAMPAIGN_RUNNING: { status: 409, message: 'A campanha está em andamento: cancele-a antes de excluí-la.' },
  ERR_CAMPAIGN_NOT_CANCELLABLE: {
    status: 409,
    message: 'Só é possível cancelar uma campanha em andamento ou programada.',
  },
  ERR_CAMPAIGN_NOT_RESTARTABLE: { status: 409, message: 'Só é possível reiniciar uma campanha cancelada.' },
  // Flow builder and phrase campaigns (spec 3 §7)
  ERR_NO_FLOW_FOUND: { status: 404, message: 'Nenhum fluxo encontrado com este ID.' },
  ERR_FLOW_INVALID: { status: 400, message: 'O fluxo tem erros: corrija os pontos marcados antes de salvar.' },
  ERR_FLOW_IN_USE: {
    status: 409,
    message:
      'Este fluxo está em uso por uma conexão, campanha por frase ou integração: troque-o lá antes de excluí-lo.',
  },
  ERR_NO_PHRASE_CAMPAIGN_FOUND: { status: 404, message: 'Nenhuma campanha por frase encontrada com este ID.' },
  // Queue integrations, prompts and their runtimes (spec 3 §7, spec 1 §7 transcription)
  ERR_NO_INTEGRATION_FOUND: { status: 404, message: 'Nenhuma integração encontrada com este ID.' },
  ERR_INTEGRATION_IN_USE: {
    status: 409,
    message:
      'Esta integração está em uso por uma fila, conexão, opção de chatbot ou fluxo: troque-a lá antes de excluí-la.',
  },
  ERR_NO_PROMPT_FOUND: { status: 404, message: 'Nenhum prompt encontrado com este ID.' },
  ERR_PROMPT_IN_USE: {
    status: 409,
    message: 'Este prompt está em uso por uma conexão ou fluxo: troque-o lá antes de excluí-lo.',
  },
  ERR_PROMPT_QUEUE_TAKEN: { status: 409, message: 'Esta fila já tem um prompt: edite-o ou escolha outra fila.' },
  ERR_INTEGRATION_URL_BLOCKED: {
    status: 400,
    message: 'Este endereço não é permitido para integrações: ele aponta para uma rede interna ou local.',
  },
  ERR_INTEGRATION_FAILED: {
    status: 502,
    message: 'O serviço da integração não respondeu como esperado. Verifique os dados e tente novamente.',
  },
  ERR_TRANSCRIPTION_FAILED: { status: 502, message: 'Não foi possível transcrever este áudio. Tente novamente.' },
  ERR_TRANSCRIPTION_NOT_AUDIO: { status: 400, message: 'Só mensagens de áudio podem ser transcritas.' },
  // Billing (spec 2 §2, §4, §5, §7)
  ERR_NO_INVOICE_FOUND: { status: 404, message: 'Nenhuma fatura encontrada com este ID.' },
  ERR_INVOICE_ALREADY_PAID: { status: 409, message: 'Esta fatura já está paga.' },
  ERR_NO_PAYMENT_PROVIDER: {
    status: 503,
    message: 'Nenhuma forma de pagamento está disponível no momento. Fale com o suporte.',
  },
  ERR_PAYMENT_PROVIDER_FAILED: {
    status: 502,
    message: 'O serviço de pagamento não respondeu como esperado. Tente novamente em instantes.',
  },
  ERR_PAYMENT_WEBHOOK_INVALID: { status: 401, message: 'Notificação de pagamento sem assinatura válida.' },
  ERR_CERTIFICATE_INVALID: {
    status: 400,
    message: 'Este arquivo não é um certificado p12 válido, ou está protegido por senha.',
  },
  ERR_INTERNAL: { status: 500, message: 'Erro interno do servidor.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/** The body of every error answer. `issues` only for validation errors, `details` for codes that carry data. */
export interface ErrorBody {
  error: ErrorCode;
  message: string;
  issues?: { path: string; message: string }[];
  details?: unknown;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ErrorCode, options: { details?: unknown; cause?: unknown; message?: string } = {}) {
    super(options.message ?? errorCatalogue[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.details = options.details;
  }
}
