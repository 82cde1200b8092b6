import type { kanbanPt } from './pt';

export const kanbanEs: typeof kanbanPt = {
  title: 'Kanban',
  defaultLane: 'Abiertos',
  startDate: 'Fecha de inicio',
  endDate: 'Fecha de fin',
  search: 'Buscar',
  addColumns: '+ Agregar columnas',
  viewTicket: 'Ver ticket',
  ticketNumber: 'Ticket #{{id}}',
  count: '{{count}} tickets',
  countMore: 'más de {{count}} tickets',
  empty: 'Ningún ticket',
  loadingMore: 'Cargando más tickets…',
  tagRemoved: '¡Etiqueta del ticket eliminada!',
  tagAdded: '¡Etiqueta del ticket agregada con éxito!',
  noPermission: '¡Esta empresa no tiene permiso para acceder a esta página! Lo estamos redirigiendo.',
  loadError: 'No se pudo cargar la lista de registros',
  invalidRange: 'La fecha de inicio debe ser anterior a la fecha de fin',
  columnLabel: 'Columna {{name}}',
  dragHint:
    'Para mover un ticket con el teclado, enfoque la tarjeta y pulse espacio; use las flechas izquierda y derecha para elegir la columna y espacio para soltarla, o Esc para cancelar.',
  announcements: {
    picked: 'Ticket {{ticket}} tomado en la columna {{lane}}.',
    over: 'Ticket {{ticket}} sobre la columna {{lane}}.',
    dropped: 'Ticket {{ticket}} soltado en la columna {{lane}}.',
    cancelled: 'Movimiento del ticket {{ticket}} cancelado.',
  },
};
