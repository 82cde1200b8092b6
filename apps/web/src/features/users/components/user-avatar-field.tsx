import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { type ChangeEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface UserAvatarFieldProps {
  name: string;
  /** The stored image, if any. */
  currentUrl: string | undefined;
  file: File | null;
  onFileChange: (file: File | null) => void;
}

/** Spec 2 §5: the avatar must be an image; other files are refused before anything is sent. */
export function UserAvatarField({ name, currentUrl, file, onFileChange }: UserAvatarFieldProps) {
  const { t } = useTranslation();
  const [notImage, setNotImage] = useState(false);
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const isImage = chosen.type.startsWith('image/');
    setNotImage(!isImage);
    onFileChange(isImage ? chosen : null);
  };

  const hasImage = Boolean(previewUrl ?? currentUrl);
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Avatar src={previewUrl ?? currentUrl} alt={name} sx={{ width: 96, height: 96 }}>
        {name.trim().charAt(0).toUpperCase() || undefined}
      </Avatar>
      <Button component="label" size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }}>
        {t(hasImage ? 'admin.users.modal.avatar.edit' : 'admin.users.modal.avatar.add')}
        <input hidden type="file" accept="image/*" onChange={choose} data-testid="user-avatar-input" />
      </Button>
      {notImage ? <FormHelperText error>{t('admin.users.modal.avatar.notImage')}</FormHelperText> : null}
    </Stack>
  );
}
