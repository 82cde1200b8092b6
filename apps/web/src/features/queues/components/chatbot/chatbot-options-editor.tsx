import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatbots } from '../../api/get-chatbots';
import { useQueues } from '../../api/get-queues';
import { ChatbotOptionNode } from './chatbot-option-node';
import { NewChatbotOption } from './new-chatbot-option';

/**
 * Spec 2 §2: the queue data tab's chatbot option editor. Each option switches between view and
 * edit and saves on its own (/chatbot); a new queue is saved first, since options belong to it.
 */
export function ChatbotOptionsEditor({ queueId }: { queueId: number | null }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="chatbot-options-title" sx={{ mt: 3 }}>
      <Typography id="chatbot-options-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('automationAdmin.options.title')}
      </Typography>
      {queueId === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('automationAdmin.options.saveQueueFirst')}
        </Typography>
      ) : (
        <OptionTree queueId={queueId} />
      )}
    </Box>
  );
}

function OptionTree({ queueId }: { queueId: number }) {
  const { t } = useTranslation();
  const tree = useChatbots(queueId);
  const queues = (useQueues().data ?? []).map(({ id, name }) => ({ id, name }));
  const [adding, setAdding] = useState(false);
  const options = tree.data ?? [];

  return (
    <Stack spacing={1}>
      <Typography variant="caption" color="text.secondary">
        {t('automationAdmin.options.hint')}
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        {options.map((option, index) => (
          <ChatbotOptionNode key={option.id} option={option} label={String(index + 1)} queues={queues} />
        ))}
        {adding ? (
          <NewChatbotOption
            queues={queues}
            toInput={(input) => ({ ...input, queueId, parentId: null })}
            onDone={() => setAdding(false)}
          />
        ) : null}
      </Box>
      {tree.isSuccess && options.length === 0 && !adding ? (
        <Typography variant="body2" color="text.secondary">
          {t('automationAdmin.options.empty')}
        </Typography>
      ) : null}
      <Box>
        <Button size="small" startIcon={<Add />} onClick={() => setAdding(true)} disabled={adding}>
          {t('automationAdmin.options.add')}
        </Button>
      </Box>
    </Stack>
  );
}
