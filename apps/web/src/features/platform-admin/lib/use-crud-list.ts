import { useState } from 'react';

/** A list's delete, as TanStack Query's `useMutation` gives it (the variable is the row id). */
interface DeleteMutation {
  mutate: (id: number, options: { onSettled: () => void; onSuccess: () => void }) => void;
  isPending: boolean;
}

/**
 * The state of a super-user list screen: the row in the form (`editing`, null for a new one),
 * the row whose delete is being confirmed (`deleting`), and the confirmed delete.
 */
export function useCrudList<T extends { id: number }>(remove: DeleteMutation) {
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  // Bumped whenever the form is done (saved or cleared), so it remounts empty even when it was already new.
  const [formGeneration, setFormGeneration] = useState(0);
  const finishForm = () => {
    setEditing(null);
    setFormGeneration((generation) => generation + 1);
  };

  /** The form may hold a row that changed or went away: back to a new one. */
  const stopEditing = (id: number) => {
    if (editing?.id === id) setEditing(null);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, { onSettled: () => setDeleting(null), onSuccess: () => stopEditing(deleting.id) });
  };

  return {
    editing,
    setEditing,
    stopEditing,
    deleting,
    setDeleting,
    confirmDelete,
    deletePending: remove.isPending,
    formKey: `${editing?.id ?? 'new'}-${formGeneration}`,
    finishForm,
  };
}

export type CrudList<T extends { id: number }> = ReturnType<typeof useCrudList<T>>;
