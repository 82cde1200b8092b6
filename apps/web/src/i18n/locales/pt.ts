import { type ErrorCode, errorCatalogue, errorCodes } from '@chatdesk/contracts';
import { adminPt } from '../areas/admin/pt';
import { announcementsPt } from '../areas/announcements/pt';
import { automationAdminPt } from '../areas/automation-admin/pt';
import { campaignsPt } from '../areas/campaigns/pt';
import { chatsPt } from '../areas/chats/pt';
import { connectionsPt } from '../areas/connections/pt';
import { contactListsPt } from '../areas/contact-lists/pt';
import { contactsPt } from '../areas/contacts/pt';
import { conversationPt } from '../areas/conversation/pt';
import { dashboardPt } from '../areas/dashboard/pt';
import { flowEditorPt } from '../areas/flow-editor/pt';
import { flowListPt } from '../areas/flow-list/pt';
import { flowNodesPt } from '../areas/flow-nodes/pt';
import { kanbanPt } from '../areas/kanban/pt';
import { messagesApiPt } from '../areas/messages-api/pt';
import { momentsPt } from '../areas/moments/pt';
import { phraseCampaignsPt } from '../areas/phrase-campaigns/pt';
import { platformPt } from '../areas/platform/pt';
import { promptsPt } from '../areas/prompts/pt';
import { queueIntegrationsPt } from '../areas/queue-integrations/pt';
import { quickMessagesPt } from '../areas/quick-messages/pt';
import { reportsPt } from '../areas/reports/pt';
import { schedulesPt } from '../areas/schedules/pt';
import { secretFieldPt } from '../areas/secret-field/pt';
import { tagsPt } from '../areas/tags/pt';
import { ticketsPt } from '../areas/tickets/pt';
import { todolistPt } from '../areas/todolist/pt';
import { webchatPt } from '../areas/webchat/pt';

/**
 * Portuguese (pt-BR), the default and fallback language and the reference every other
 * locale must match key for key (checked by the type `Messages` and by i18n.test.ts).
 * Backend error texts are the catalogue's own Portuguese messages, so they cannot drift.
 */
const backendErrors = Object.fromEntries(errorCodes.map((code) => [code, errorCatalogue[code].message])) as Record<
  ErrorCode,
  string
>;

export const pt = {
  common: {
    loading: 'Carregando…',
  },
  language: {
    label: 'Idioma',
  },
  theme: {
    useDark: 'Usar tema escuro',
    useLight: 'Usar tema claro',
  },
  validation: {
    required: 'Obrigatório',
    invalidEmail: 'Email inválido',
    tooShort: 'Muito curto!',
    tooLong: 'Muito extenso!',
    passwordMismatch: 'As senhas não coincidem',
    invalidPhone: 'Telefone inválido',
    invalid: 'Valor inválido',
  },
  subscription: {
    title: 'Assinatura vencida',
    expired: 'Opss! Sua assinatura venceu em {{date}}. Entre em contato com o suporte para mais informações!',
    expiredNoDate: 'Opss! Sua assinatura está vencida. Entre em contato com o suporte para mais informações!',
    warningOne: 'Sua assinatura vence em {{count}} dia.',
    warningOther: 'Sua assinatura vence em {{count}} dias.',
    warningToday: 'Sua assinatura vence hoje!',
  },
  auth: {
    login: {
      title: 'Entrar',
      email: 'E-mail',
      password: 'Senha',
      showPassword: 'Mostrar senha',
      hidePassword: 'Ocultar senha',
      submit: 'Entrar',
      submitting: 'Entrando…',
      forgotPassword: 'Esqueceu a senha?',
      signup: 'Não tem uma conta? Cadastre-se!',
      support: 'Fale com o suporte',
    },
    strength: {
      label: 'Força da senha',
      weak: 'Senha fraca',
      medium: 'Senha média',
      strong: 'Senha forte',
    },
    weakPassword: {
      title: 'Senha com segurança baixa',
      text: 'Sua senha é fraca. Uma senha segura tem 8 ou mais caracteres, com letras maiúsculas e minúsculas, números e símbolos. Deseja entrar mesmo assim?',
      cancel: 'Cancelar',
      proceed: 'Entrar mesmo assim',
    },
    send: {
      sending: 'Enviando…',
      sent: 'Enviado!',
    },
    backToLogin: 'Voltar para o login',
    forgot: {
      title: 'Esqueceu a senha?',
      text: 'Informe o e-mail da sua conta e enviaremos um link para redefinir a senha.',
      submit: 'Enviar link',
      sentToast: 'Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.',
    },
    reset: {
      title: 'Redefinir senha',
      newPassword: 'Nova senha',
      confirmPassword: 'Confirme a nova senha',
      submit: 'Redefinir senha',
      doneToast: 'Senha redefinida com sucesso! Entre com a nova senha.',
      missingToken: 'Link de redefinição de senha inválido ou expirado.',
      requestNew: 'Pedir um novo link',
    },
    signup: {
      title: 'Cadastre-se',
      companyName: 'Nome da empresa',
      name: 'Seu nome',
      email: 'E-mail',
      phone: 'Telefone',
      password: 'Senha',
      plan: 'Plano',
      planOption: '{{name}} - Atendentes: {{users}} - Conexões: {{connections}} - Filas: {{queues}} - {{price}}',
      noPlans: 'Nenhum plano disponível no momento.',
      submit: 'Cadastrar',
      doneToast: 'Cadastro realizado com sucesso! Entre com seu e-mail e senha.',
      disabled: 'O cadastro de novas empresas está desabilitado no momento. Fale com o suporte.',
      haveAccount: 'Já tem uma conta? Entrar',
    },
    toasts: {
      success: 'Login efetuado com sucesso!',
    },
    sessionReplaced: 'Sua conta foi acessada em outro computador.',
  },
  shell: {
    greeting: 'Olá {{name}}, seja bem-vindo(a) a {{company}}!',
    dueDate: 'Ativo até {{date}}',
    version: 'Versão {{version}}',
    accountMenu: 'Conta',
    logout: 'Sair',
    refresh: 'Recarregar a página',
    volume: 'Volume das notificações',
    menu: {
      label: 'Menu principal',
      open: 'Abrir menu',
      close: 'Recolher menu',
      groups: {
        management: 'Gerência',
        campaigns: 'Campanhas',
      },
      items: {
        dashboard: 'Dashboard',
        reports: 'Relatórios',
        moments: 'Painel de Atendimentos',
        tickets: 'Atendimentos',
        'quick-messages': 'Respostas Rápidas',
        kanban: 'Kanban',
        contacts: 'Contatos',
        schedules: 'Agendamentos',
        tags: 'Tags',
        chats: 'Chat Interno',
        helps: 'Ajuda',
        campaigns: 'Campanhas',
        'contact-lists': 'Listas de Contatos',
        'campaigns-config': 'Configurações de Campanhas',
        'phrase-lists': 'Listas de Frases',
        flowbuilders: 'Flowbuilder',
        announcements: 'Informativos',
        'messages-api': 'API',
        users: 'Usuários',
        queues: 'Filas & Chatbot',
        prompts: 'Prompts',
        'queue-integration': 'Integrações',
        connections: 'Conexões',
        'all-connections': 'Todas as Conexões',
        files: 'Lista de Arquivos',
        financeiro: 'Financeiro',
        settings: 'Configurações',
        companies: 'Empresas',
      },
    },
    profile: {
      menu: 'Perfil',
      title: 'Meu perfil',
      name: 'Nome',
      email: 'E-mail',
      password: 'Nova senha',
      passwordHint: 'Deixe em branco para manter a senha atual',
      defaultTheme: 'Tema padrão',
      themes: {
        light: 'Claro',
        dark: 'Escuro',
      },
      defaultMenu: 'Menu ao entrar',
      menus: {
        open: 'Aberto',
        closed: 'Fechado',
      },
      cancel: 'Cancelar',
      save: 'Salvar',
      saved: 'Usuário salvo com sucesso!',
    },
    connection: {
      reconnecting: 'Reconectando ao servidor…',
      offline: 'Sem conexão com a internet. As atualizações voltam quando a conexão voltar.',
    },
  },
  notFound: {
    title: 'Página não encontrada',
    text: 'O endereço {{path}} não existe.',
    back: 'Voltar ao início',
  },
  errors: {
    generic: 'Ocorreu um erro!',
    network: 'Sem conexão com o servidor. Tente novamente.',
  },
  backendErrors,
  accessDenied: {
    title: 'Oops! Acesso Negado!',
    message: 'Você não tem permissão para acessar esta página.',
    back: 'Voltar',
  },
  dates: {
    /** How a day is typed (lib/dates: day first; tr with dots). */
    placeholder: 'dd/mm/aaaa',
    time: 'Hora',
  },
  admin: adminPt,
  platform: platformPt,
  contacts: contactsPt,
  webchat: webchatPt,
  chats: chatsPt,
  conversation: conversationPt,
  tickets: ticketsPt,
  connections: connectionsPt,
  messagesApi: messagesApiPt,
  automationAdmin: automationAdminPt,
  quickMessages: quickMessagesPt,
  schedules: schedulesPt,
  tags: tagsPt,
  announcements: announcementsPt,
  todolist: todolistPt,
  kanban: kanbanPt,
  dashboard: dashboardPt,
  moments: momentsPt,
  contactLists: contactListsPt,
  reports: reportsPt,
  campaigns: campaignsPt,
  flowList: flowListPt,
  phraseCampaigns: phraseCampaignsPt,
  flowNodes: flowNodesPt,
  flowEditor: flowEditorPt,
  queueIntegrations: queueIntegrationsPt,
  prompts: promptsPt,
  secretField: secretFieldPt,
};

export type Messages = typeof pt;
