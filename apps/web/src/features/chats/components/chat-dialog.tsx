import { type ChatAnswer, chatTitleMaxLength, type UserOption } from '@chatdesk/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useChatUserOptions } from '../api/get-user-options';
import { useSaveChat } from '../api/save-chat';

type Chosen = Pick<UserOption, 'id' | 'name'>;

interface ChatDialogProps {
  /** The chat being edited, or null for a new one. */
  chat: ChatAnswer | null;
  onClose: () => void;
  onSaved: (chat: ChatAnswer) => void;
}

/**
 * Spec 3 §2/§5: the new/edit chat dialog, a title and the users. Save is enabled only with a
 * non-empty title and at least one user; the creator always takes part and is not offered.
 */
export function ChatDialog({ chat, onClose, onSaved }: ChatDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { user } = useSession();
  const options = useChatUserOptions(true);
  const save = useSaveChat();
  const [title, setTitle] = useState(chat?.title ?? '');
  const [chosen, setChosen] = useState<Chosen[]>(
    (chat?.users ?? []).filter((participant) => participant.userId !== user?.id).map((participant) => participant.user),
  );
  const others = (options.data ?? []).filter((option) => option.id !== user?.id);
  const ready = title.trim().length > 0 && chosen.length > 0 && !save.isPending;

  const submit = () => {
    if (!ready) return;
    save.mutate(
      { id: chat?.id ?? null, fields: { title: title.trim(), users: chosen.map((option) => option.id) } },
      { onSuccess: onSaved },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(chat ? 'chats.dialog.editTitle' : 'chats.dialog.addTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('chats.dialog.titleLabel')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          slotProps={{ htmlInput: { maxLength: chatTitleMaxLength } }}
        />
        <Autocomplete<Chosen, true>
          multiple
          options={others}
          value={chosen}
          onChange={(_, value) => setChosen(value)}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          loading={options.isPending}
          noOptionsText={t('chats.dialog.noOptions')}
          renderInput={(params) => (
            <TextField
              {...params}
              margin="dense"
              label={t('chats.dialog.users')}
              helperText={t('chats.dialog.usersHint')}
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('chats.dialog.cancel')}</Button>
        <Button variant="contained" disabled={!ready} onClick={submit}>
          {t('chats.dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
