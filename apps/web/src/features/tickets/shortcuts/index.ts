export { focusRingSx } from './focus-ring';
export { composerInputSelector, type ShortcutId, shortcutOf } from './shortcuts';
export { ShortcutsButton, ShortcutsDialog } from './shortcuts-help';
export { useWorkspaceShortcuts } from './use-workspace-shortcuts';
