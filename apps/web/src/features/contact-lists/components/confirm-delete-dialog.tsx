import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteContactListRecord } from '../api/delete-contact-list';

interface ConfirmDeleteDialogProps {
  kind: 'list' | 'item';
  /** What is about to be deleted; null keeps the dialog closed. */
  target: { id: number; name: string } | null;
  onClose: () => void;
}

/** Asks before deleting a list (with its contacts) or one contact, then deletes it. */
export function ConfirmDeleteDialog({ kind, target, onClose }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteContactListRecord(kind);
  const name = target?.name ?? '';
  return (
    <ConfirmDialog
      open={target !== null}
      title={kind === 'list' ? t('contactLists.deleteTitle', { name }) : t('contactLists.items.deleteTitle', { name })}
      text={kind === 'list' ? t('contactLists.deleteText') : t('contactLists.items.deleteText')}
      confirmLabel={t('contactLists.actions.delete')}
      cancelLabel={t('contactLists.dialog.cancel')}
      destructive
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() => target && remove.mutate(target.id, { onSettled: onClose })}
    />
  );
}
