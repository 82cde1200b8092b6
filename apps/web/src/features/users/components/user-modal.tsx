import { type UserAnswer, userCreateBody, userUpdateBody } from '@chatdesk/contracts';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLoading } from '../../../components/dialog-loading';
import { FormDialogFrame } from '../../../components/form-dialog-frame';
import { useFormState } from '../../../lib/form-state';
import { useCan } from '../../../lib/permissions';
import { toast } from '../../../lib/toast';
import { useCreateUser } from '../api/create-user';
import { useConnectionOptions } from '../api/get-connection-options';
import { useQueueOptions } from '../api/get-queue-options';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { useUploadUserAvatar } from '../api/upload-user-avatar';
import { newUserValues, userCreateInputOf, userUpdateInputOf, valuesOf } from '../lib/user-form';
import { UserAvatarField } from './user-avatar-field';
import { UserGeneralFields } from './user-general-fields';
import { UserPermissionFields } from './user-permission-fields';

export interface UserModalProps {
  open: boolean;
  /** The user to edit; null adds a new one. */
  userId: number | null;
  onClose: () => void;
}

/**
 * Spec 2 §2 user modal, tabs general and permissions. Profile, queues, connection, work hours
 * and the permissions tab are shown only to holders of user-modal:editProfile (spec 1 §6), so a
 * plain user editing their own account sees name, e-mail, password, farewell message and looks.
 */
export function UserModal({ open, userId, onClose }: UserModalProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="user-modal-title">
      {open ? <UserModalContent userId={userId} onClose={onClose} /> : null}
    </Dialog>
  );
}

function UserModalContent({ userId, onClose }: Omit<UserModalProps, 'open'>) {
  const { t } = useTranslation();
  const user = useUser(userId);
  useEffect(() => {
    // The generic handler already told the user why; there is nothing to edit.
    if (user.isError) onClose();
  }, [user.isError, onClose]);

  if (userId !== null && !user.data) {
    return <DialogLoading titleId="user-modal-title" title={t('admin.users.modal.editTitle')} />;
  }
  return <UserModalForm key={userId ?? 'new'} user={user.data ?? null} onClose={onClose} />;
}

function UserModalForm({ user, onClose }: { user: UserAnswer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isAdmin = useCan('user-modal:editProfile');
  const isNew = user === null;
  const form = useFormState(user ? valuesOf(user) : newUserValues);
  const [tab, setTab] = useState<'general' | 'permissions'>('general');
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const queues = useQueueOptions(isAdmin);
  const connections = useConnectionOptions(isAdmin);
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const uploadAvatar = useUploadUserAvatar();
  const saving = createUser.isPending || updateUser.isPending || uploadAvatar.isPending;

  /** The saved user, or null when the form is invalid (every field that can fail is on the general tab). */
  const save = async (): Promise<UserAnswer | null> => {
    if (user) {
      const result = form.validate(userUpdateBody, userUpdateInputOf(form.values, isAdmin));
      if (result.ok) return updateUser.mutateAsync({ id: user.id, body: result.data });
    } else {
      const result = form.validate(userCreateBody, userCreateInputOf(form.values, isAdmin));
      if (result.ok) return createUser.mutateAsync(result.data);
    }
    setTab('general');
    return null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const saved = await save();
      if (!saved) return;
      if (avatarFile) await uploadAvatar.mutateAsync({ userId: saved.id, file: avatarFile });
      toast.success(t('admin.users.toasts.saved'));
      onClose();
    } catch {
      // The mutation cache has already shown the translated error.
    }
  };

  return (
    <FormDialogFrame
      titleId="user-modal-title"
      title={t(isNew ? 'admin.users.modal.addTitle' : 'admin.users.modal.editTitle')}
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel={t('admin.common.cancel')}
      submitLabel={t(isNew ? 'admin.common.add' : 'admin.common.save')}
      pending={saving}
    >
      {isAdmin ? (
        <Tabs value={tab} onChange={(_, next: typeof tab) => setTab(next)} sx={{ px: 3 }}>
          <Tab value="general" label={t('admin.users.modal.tabs.general')} />
          <Tab value="permissions" label={t('admin.users.modal.tabs.permissions')} />
        </Tabs>
      ) : null}
      <DialogContent dividers>
        {tab === 'general' ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
            <UserAvatarField
              name={form.values.name}
              currentUrl={user?.profileImage ?? undefined}
              file={avatarFile}
              onFileChange={setAvatarFile}
            />
            <UserGeneralFields
              form={form}
              isNew={isNew}
              isAdmin={isAdmin}
              queues={queues.data ?? []}
              connections={connections.data ?? []}
            />
          </Stack>
        ) : null}
        {isAdmin && tab === 'permissions' ? <UserPermissionFields form={form} /> : null}
      </DialogContent>
    </FormDialogFrame>
  );
}
