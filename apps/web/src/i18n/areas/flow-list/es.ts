import type { flowListPt } from './pt';

export const flowListEs: typeof flowListPt = {
  title: 'Flujos de conversación',
  search: 'Buscar',
  searchPlaceholder: 'Buscar flujo...',
  add: 'Agregar flujo',
  empty: 'No hay flujos registrados.',
  loadError: 'No fue posible cargar la lista de registros',
  table: {
    name: 'Nombre',
    status: 'Estado',
    actions: 'Acciones',
  },
  status: {
    active: 'Activo',
    inactive: 'Desactivado',
  },
  actions: {
    menu: 'Acciones: {{name}}',
    toggle: 'Flujo activo: {{name}}',
    rename: 'Editar nombre',
    edit: 'Editar flujo',
    duplicate: 'Duplicar',
    delete: 'Eliminar',
  },
  dialog: {
    addTitle: 'Agregar flujo',
    editTitle: 'Editar nombre del flujo',
    name: 'Nombre',
    cancel: 'Cancelar',
    add: 'Agregar',
    save: 'Guardar',
  },
  confirmDelete: {
    title: '¿Eliminar flujo?',
    message: 'El flujo {{name}} será eliminado. Esta acción no se puede deshacer.',
    confirm: 'Eliminar',
    cancel: 'Cancelar',
  },
  confirmDuplicate: {
    title: '¿Duplicar flujo?',
    message: 'Se creará una copia del flujo {{name}}, con todos sus pasos.',
    confirm: 'Duplicar',
    cancel: 'Cancelar',
  },
  toasts: {
    saved: 'Flujo guardado con éxito',
    deleted: 'Flujo eliminado con éxito',
    duplicated: 'Flujo duplicado con éxito',
  },
  validation: {
    nameRequired: '¡Escriba un nombre!',
    nameTooShort: '¡Muy corto!',
    nameTooLong: '¡Muy largo!',
  },
  select: {
    noOptions: 'No se encontraron flujos',
    loading: 'Cargando…',
    clear: 'Limpiar',
    open: 'Abrir',
    close: 'Cerrar',
    unavailable: 'Flujo no disponible (#{{id}})',
    unavailableHint: 'Este flujo ya no existe: elija otro o limpie el campo.',
  },
};
