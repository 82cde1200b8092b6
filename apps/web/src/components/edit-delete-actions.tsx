import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

interface EditDeleteActionsProps {
  /** The row's name: screen readers hear "Editar: {name}". */
  name: string;
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A row's edit and delete icon buttons, each named with the row. */
export function EditDeleteActions({ name, editLabel, deleteLabel, onEdit, onDelete }: EditDeleteActionsProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexShrink: 0 }}>
      <Tooltip title={editLabel}>
        <IconButton size="small" aria-label={`${editLabel}: ${name}`} onClick={onEdit}>
          <Edit fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={deleteLabel}>
        <IconButton size="small" aria-label={`${deleteLabel}: ${name}`} onClick={onDelete}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
