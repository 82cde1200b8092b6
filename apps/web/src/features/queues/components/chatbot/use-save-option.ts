import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { type SaveChatbot, useSaveChatbot } from '../../api/save-chatbot';

/** Saves an option and says so (spec 2 §8 'Bot saved successfully'); failures go to the generic handler. */
export function useSaveOption() {
  const { t } = useTranslation();
  const mutation = useSaveChatbot();
  const save = (request: SaveChatbot, onSaved: () => void) =>
    mutation.mutate(request, {
      onSuccess: () => {
        toast.success(t('automationAdmin.options.saved'));
        onSaved();
      },
    });
  return { save, saving: mutation.isPending };
}
