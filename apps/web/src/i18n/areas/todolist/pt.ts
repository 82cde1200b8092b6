/** Texts of the to-do list page (pt-BR, the reference: every language matches it key for key). */
export const todolistPt = {
  title: 'Tarefas',
  newTask: 'Nova tarefa',
  add: 'Adicionar',
  save: 'Salvar',
  cancel: 'Cancelar',
  empty: 'Nenhuma tarefa',
  edit: 'Editar tarefa',
  delete: 'Excluir tarefa',
  created: 'Criada em {{date}}',
  updated: 'Atualizada em {{date}}',
};
