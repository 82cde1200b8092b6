import type { todolistPt } from './pt';

export const todolistEs: typeof todolistPt = {
  title: 'Tareas',
  newTask: 'Nueva tarea',
  add: 'Agregar',
  save: 'Guardar',
  cancel: 'Cancelar',
  empty: 'Ninguna tarea',
  edit: 'Editar tarea',
  delete: 'Eliminar tarea',
  created: 'Creada el {{date}}',
  updated: 'Actualizada el {{date}}',
};
