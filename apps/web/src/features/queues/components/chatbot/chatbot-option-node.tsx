import type { ChatbotCreateInput, ChatbotOptionAnswer, ChatbotUpdateInput } from '@chatdesk/contracts';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { toast } from '../../../../lib/toast';
import { useDeleteChatbot } from '../../api/delete-chatbot';
import { canHoldSubOptions, optionValuesOf } from '../../lib/chatbot-option-form';
import { ChatbotOptionForm } from './chatbot-option-form';
import { NewChatbotOption } from './new-chatbot-option';
import { useSaveOption } from './use-save-option';

interface ChatbotOptionNodeProps {
  option: ChatbotOptionAnswer;
  /** "1", "1.2": what the customer types to reach it, level by level. */
  label: string;
  queues: { id: number; name: string }[];
}

/** One option, in view or edit mode, with its sub-options nested under it. */
export function ChatbotOptionNode({ option, label, queues }: ChatbotOptionNodeProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { save, saving } = useSaveOption();
  const deleteOption = useDeleteChatbot();
  const nestable = canHoldSubOptions(option);

  const update = (input: ChatbotUpdateInput) => save({ id: option.id, body: input }, () => setEditing(false));
  const remove = () =>
    deleteOption.mutate(option.id, {
      onSuccess: () => {
        toast.success(t('automationAdmin.options.deleted'));
        setConfirming(false);
      },
    });
  const child = (input: ChatbotUpdateInput): ChatbotCreateInput => ({
    ...input,
    queueId: option.queueId,
    parentId: option.id,
  });

  return (
    <Box component="li" data-testid={`chatbot-option-${option.id}`} sx={{ listStyle: 'none' }}>
      {editing ? (
        <ChatbotOptionForm
          initial={optionValuesOf(option)}
          queues={queues}
          saving={saving}
          onSave={update}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, py: 0.5 }}>
          <Chip size="small" label={label} sx={{ flexShrink: 0 }} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={option.name}>
              {option.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div" title={option.greetingMessage}>
              {t(`automationAdmin.options.types.${option.queueType}`)}
              {option.greetingMessage ? ` · ${option.greetingMessage}` : ''}
            </Typography>
          </Box>
          <Tooltip title={nestable ? t('automationAdmin.options.addSub') : t('automationAdmin.options.needsMessage')}>
            <span>
              <IconButton
                size="small"
                disabled={!nestable}
                onClick={() => setAdding(true)}
                aria-label={`${t('automationAdmin.options.addSub')}: ${option.name}`}
              >
                <Add fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <IconButton
            size="small"
            onClick={() => setEditing(true)}
            aria-label={`${t('automationAdmin.options.edit')}: ${option.name}`}
          >
            <Edit fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            onClick={() => setConfirming(true)}
            aria-label={`${t('automationAdmin.options.delete')}: ${option.name}`}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Stack>
      )}
      {option.options.length > 0 || adding ? (
        <Box component="ul" sx={{ pl: { xs: 1.5, sm: 3 }, ml: 1.5, my: 0.5, borderLeft: 2, borderColor: 'divider' }}>
          {option.options.map((sub, index) => (
            <ChatbotOptionNode key={sub.id} option={sub} label={`${label}.${index + 1}`} queues={queues} />
          ))}
          {adding ? <NewChatbotOption queues={queues} toInput={child} onDone={() => setAdding(false)} /> : null}
        </Box>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('automationAdmin.options.deleteTitle')}
        text={t('automationAdmin.options.deleteText', { name: option.name })}
        confirmLabel={t('automationAdmin.options.delete')}
        cancelLabel={t('automationAdmin.options.cancel')}
        destructive
        pending={deleteOption.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </Box>
  );
}
