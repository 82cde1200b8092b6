import type { ChatbotCreateInput, ChatbotUpdateInput } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import { newOptionValues } from '../../lib/chatbot-option-form';
import { ChatbotOptionForm } from './chatbot-option-form';
import { useSaveOption } from './use-save-option';

interface NewChatbotOptionProps {
  queues: { id: number; name: string }[];
  /** Places the new option: its queue and parent. */
  toInput: (input: ChatbotUpdateInput) => ChatbotCreateInput;
  onDone: () => void;
}

/** An option being added: the edit form, saved with POST /chatbot after its last sibling. */
export function NewChatbotOption({ queues, toInput, onDone }: NewChatbotOptionProps) {
  const { save, saving } = useSaveOption();
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 0.5 }}>
      <ChatbotOptionForm
        initial={newOptionValues()}
        queues={queues}
        saving={saving}
        onSave={(input) => save({ id: null, body: toInput(input) }, onDone)}
        onCancel={onDone}
      />
    </Box>
  );
}
