import { type ErrorCode, errorCatalogue, errorCodes } from '@chatdesk/contracts';
import { adminPt } from '../areas/admin/pt';
import { platformPt } from '../areas/platform/pt';

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
  auth: {
    login: {
      title: 'Entrar',
      email: 'E-mail',
      password: 'Senha',
      showPassword: 'Mostrar senha',
      hidePassword: 'Ocultar senha',
      submit: 'Entrar',
      submitting: 'Entrando…',
    },
    validation: {
      required: 'Obrigatório',
      invalidEmail: 'Email inválido',
    },
    toasts: {
      success: 'Login efetuado com sucesso!',
    },
  },
  shell: {
    greeting: 'Olá {{name}}, seja bem-vindo(a) a {{company}}!',
    dueDate: 'Ativo até {{date}}',
    version: 'Versão {{version}}',
    accountMenu: 'Conta',
    logout: 'Sair',
    home: {
      welcome: 'Bem-vindo(a), {{name}}!',
      company: 'Empresa: {{company}}',
      profile: 'Perfil: {{profile}}',
      profiles: { admin: 'Administrador', user: 'Usuário' },
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
  admin: adminPt,
  platform: platformPt,
};

export type Messages = typeof pt;
