/**
 * Texts of the web chat widget settings shown inside the connection modal (pt-BR, the
 * reference: every other language matches it key for key).
 */
export const webchatPt = {
  title: 'Chat do site',
  loading: 'Carregando as configurações do chat…',
  origins: {
    label: 'Sites autorizados',
    help: 'Somente páginas destas origens podem abrir o chat (ex.: https://www.minhaloja.com.br).',
    add: 'Adicionar',
    remove: 'Remover {{origin}}',
    invalid: 'Informe uma origem como https://exemplo.com',
    empty: 'Nenhum site autorizado: o chat não abre em lugar nenhum.',
  },
  look: {
    widgetTitle: 'Título da janela',
    color: 'Cor',
    greeting: 'Mensagem de boas-vindas',
  },
  identity: {
    label: 'Segredo de identificação (opcional)',
    help: 'Seu servidor assina o id do cliente com HMAC-SHA256 e este segredo; o chat reconhece o cliente em qualquer aparelho.',
    none: 'Nenhum segredo gerado',
    generate: 'Gerar segredo',
    regenerate: 'Gerar novo segredo',
    confirmRegenerate: 'O segredo atual deixará de funcionar. Continuar?',
    copy: 'Copiar segredo',
  },
  snippet: {
    label: 'Código para o site',
    help: 'Cole este código antes de </body> nas páginas do seu site.',
    copy: 'Copiar código',
  },
  save: 'Salvar chat do site',
  cancel: 'Cancelar',
  toasts: {
    saved: 'Chat do site salvo.',
    copied: 'Copiado!',
    secretGenerated: 'Novo segredo gerado.',
  },
};
export type WebchatMessages = typeof webchatPt;
