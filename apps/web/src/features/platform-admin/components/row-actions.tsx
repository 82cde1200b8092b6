import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Edit and delete icons of a table row; `label` names the row for screen readers. */
export function RowActions({
  label,
  onEdit,
  onDelete,
  children,
}: {
  label: string;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {children}
      <Tooltip title={t('platform.common.edit')}>
        <IconButton size="small" onClick={onEdit} aria-label={`${t('platform.common.edit')} ${label}`}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('platform.common.delete')}>
        <IconButton size="small" onClick={onDelete} aria-label={`${t('platform.common.delete')} ${label}`}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
