/**
 * Texts of the external messages API page (spec 3 "External messages API page", §5 test forms,
 * §8 success toast) in pt-BR, the reference every other language matches key for key.
 */
export const messagesApiPt = {
  title: 'Documentação para envio de mensagens',
  methods: {
    title: 'Métodos de Envio',
    text: '1. Mensagens de Texto',
    media: '2. Mensagens de Mídia',
  },
  instructions: {
    title: 'Instruções',
    notes: 'Observações importantes',
    token:
      'Antes de enviar mensagens, é necessário o cadastro do token vinculado à conexão que enviará as mensagens. Para realizar o cadastro acesse o menu "Conexões", clique no botão editar da conexão e insira o token no devido campo.',
    number:
      'O número para envio não deve ter máscara ou caracteres especiais e deve ser composto por: código do país, DDD e número.',
    example: 'Exemplo: 5511912345678',
  },
  text: {
    intro: 'Seguem abaixo a lista de informações necessárias para envio das mensagens de texto:',
  },
  media: {
    intro: 'Seguem abaixo a lista de informações necessárias para envio de mídias:',
  },
  docs: {
    endpoint: 'Endpoint',
    method: 'Método',
    headers: 'Headers',
    body: 'Body',
    formData: 'FormData',
    optional: 'Campos opcionais',
    userId: 'userId: usuário que assume o ticket',
    queueId: 'queueId: fila do ticket',
    sendSignature: 'sendSignature: assina a mensagem com o nome do usuário (exige userId)',
    closeTicket: 'closeTicket: fecha o ticket depois de enviar',
    idempotency:
      'Idempotency-Key (header opcional): repetir a mesma chave em até 24 horas devolve a primeira resposta sem enviar de novo.',
    rateLimit:
      'Limite de envios por token e por minuto: ao passar dele a resposta é 429 com o header Retry-After (segundos).',
    answer: 'Resposta (201): os ids das mensagens gravadas e do ticket; a entrega segue em segundo plano.',
    example: 'Exemplo (curl)',
  },
  test: {
    title: 'Teste de Envio',
    token: 'Token cadastrado',
    number: 'Número',
    body: 'Mensagem',
    file: 'Arquivo',
    chooseFile: 'Selecionar arquivo',
    noFile: 'Nenhum arquivo selecionado',
    send: 'Enviar',
    sending: 'Enviando…',
    answer: 'Resposta da API',
    required: 'Obrigatório',
    sent: 'Mensagem enviada com sucesso',
  },
  noPermission: 'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
};
export type MessagesApiMessages = typeof messagesApiPt;
