/** The secret fields of the integration and prompt dialogs: a stored secret is masked until revealed (pt-BR). */
export const secretFieldPt = {
  stored: 'Guardado',
  show: 'Mostrar',
  hide: 'Ocultar',
  replace: 'Substituir',
  remove: 'Remover',
  undo: 'Desfazer',
  removed: 'Será removido ao salvar.',
  replacing: 'O novo valor substitui o guardado ao salvar.',
};
