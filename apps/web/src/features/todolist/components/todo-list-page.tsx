import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { taskStorageKey } from '../lib/task-store';
import { useTasks } from '../lib/use-tasks';

/** Longest task text; the list is a personal reminder, not a document. */
const taskMaxLength = 500;

/** /todolist (spec 3 §2): the user's own tasks in this browser; add, edit, delete, with created and updated times. */
export function TodoListPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { tasks, add, edit, remove } = useTasks(taskStorageKey(user?.companyId ?? 0, user?.id ?? 0));
  const [text, setText] = useState('');
  const [editingId, setEditingId] = useState<string | null>(null);

  const reset = () => {
    setText('');
    setEditingId(null);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    if (editingId) edit(editingId, trimmed);
    else add(trimmed);
    reset();
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 800, mx: 'auto', width: '100%' }}>
      <Typography variant="h5" component="h1">
        {t('todolist.title')}
      </Typography>
      <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          label={t('todolist.newTask')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: taskMaxLength } }}
        />
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {editingId ? <Button onClick={reset}>{t('todolist.cancel')}</Button> : null}
          <Button type="submit" variant="contained" disabled={!text.trim()} sx={{ flex: { xs: 1, sm: 'none' } }}>
            {t(editingId ? 'todolist.save' : 'todolist.add')}
          </Button>
        </Stack>
      </Stack>
      <Paper variant="outlined">
        {tasks.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('todolist.empty')}
          </Typography>
        ) : (
          <List aria-label={t('todolist.title')}>
            {tasks.map((task, index) => (
              <ListItem
                key={task.id}
                divider={index < tasks.length - 1}
                secondaryAction={
                  <Box sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      aria-label={t('todolist.edit')}
                      onClick={() => {
                        setEditingId(task.id);
                        setText(task.text);
                      }}
                    >
                      <Edit fontSize="small" />
                    </IconButton>
                    <IconButton
                      edge="end"
                      aria-label={t('todolist.delete')}
                      onClick={() => {
                        remove(task.id);
                        if (task.id === editingId) reset();
                      }}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </Box>
                }
                sx={{ pr: 12, bgcolor: task.id === editingId ? 'action.selected' : undefined }}
              >
                <ListItemText
                  primary={task.text}
                  secondary={
                    <>
                      <span>{t('todolist.created', { date: formatDateTime(task.createdAt) })}</span>
                      {task.updatedAt !== task.createdAt ? (
                        <>
                          <br />
                          <span>{t('todolist.updated', { date: formatDateTime(task.updatedAt) })}</span>
                        </>
                      ) : null}
                    </>
                  }
                  slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}
