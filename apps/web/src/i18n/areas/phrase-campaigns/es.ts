import type { phraseCampaignsPt } from './pt';

export const phraseCampaignsEs: typeof phraseCampaignsPt = {
  title: 'Campañas',
  add: 'Campaña',
  empty: 'No hay campañas por frase registradas.',
  loadError: 'No fue posible cargar la lista de registros',
  noPermission: '¡Esta empresa no tiene permiso para acceder a esta página! Le estamos redirigiendo.',
  table: {
    name: 'Nombre',
    status: 'Estado',
    active: 'Activo',
    inactive: 'Desactivado',
    actions: 'Acciones',
  },
  actions: {
    edit: 'Editar',
    delete: 'Eliminar',
  },
  dialog: {
    addTitle: 'Nueva campaña con flujo por frase',
    editTitle: 'Editar campaña con flujo por frase',
    name: 'Nombre',
    flow: 'Flujo',
    whatsapp: 'Conexión',
    allConnections: 'Todas las conexiones',
    whatsappHint: 'Sin conexión elegida, la frase vale para todas las conexiones.',
    phrase: 'Frase',
    phraseHint:
      'Inicia el flujo cuando el mensaje es la frase o la contiene como palabras enteras; mayúsculas y acentos no importan.',
    status: 'Activo',
    cancel: 'Cancelar',
    add: 'Agregar',
    save: 'Guardar',
  },
  validation: {
    nameRequired: '¡Escriba un nombre!',
    nameTooShort: '¡Muy corto!',
    nameTooLong: '¡Muy largo!',
    required: 'Obligatorio',
  },
  confirmDelete: {
    title: '¿Eliminar campaña?',
    message: 'La campaña {{name}} será eliminada y la frase dejará de iniciar el flujo.',
    confirm: 'Eliminar',
    cancel: 'Cancelar',
  },
  toasts: {
    created: '¡Frase creada con éxito!',
    updated: '¡Frase modificada con éxito!',
    deleted: 'Frase eliminada',
  },
};
