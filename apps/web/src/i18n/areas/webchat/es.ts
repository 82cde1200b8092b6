import type { WebchatMessages } from './pt';

export const webchatEs: WebchatMessages = {
  title: 'Chat del sitio',
  loading: 'Cargando la configuración del chat…',
  origins: {
    label: 'Sitios autorizados',
    help: 'Solo las páginas de estos orígenes pueden abrir el chat (p. ej.: https://www.mitienda.com).',
    add: 'Agregar',
    remove: 'Quitar {{origin}}',
    invalid: 'Indica un origen como https://ejemplo.com',
    empty: 'Ningún sitio autorizado: el chat no se abre en ningún lugar.',
  },
  look: {
    widgetTitle: 'Título de la ventana',
    color: 'Color',
    greeting: 'Mensaje de bienvenida',
  },
  identity: {
    label: 'Secreto de identificación (opcional)',
    help: 'Tu servidor firma el id del cliente con HMAC-SHA256 y este secreto; el chat reconoce al cliente en cualquier dispositivo.',
    none: 'Ningún secreto generado',
    generate: 'Generar secreto',
    regenerate: 'Generar un nuevo secreto',
    confirmRegenerate: 'El secreto actual dejará de funcionar. ¿Continuar?',
    copy: 'Copiar secreto',
  },
  snippet: {
    label: 'Código para el sitio',
    help: 'Pega este código antes de </body> en las páginas de tu sitio.',
    copy: 'Copiar código',
  },
  save: 'Guardar chat del sitio',
  cancel: 'Cancelar',
  toasts: {
    saved: 'Chat del sitio guardado.',
    copied: '¡Copiado!',
    secretGenerated: 'Nuevo secreto generado.',
  },
};
