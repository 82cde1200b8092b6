import type { MessageButton } from '@chatdesk/contracts';
import { useTranslation } from 'react-i18next';
import { useCopyToClipboard } from '../../../../../lib/clipboard';
import { toast } from '../../../../../lib/toast';

/**
 * What the buttons inside a message do for the attendant (spec 1 §4 interactive kinds, §8
 * toasts): copy a code, open or copy a link; a call cannot be placed from the system, so the
 * attendant is told to use the phone. Missing targets answer the spec's notices.
 */
export function useMessageButtonActions() {
  const { t } = useTranslation();
  const copy = useCopyToClipboard();

  const copyText = (text: string | undefined, copiedKey: 'copiedCode' | 'copiedLink') => {
    const value = text?.trim();
    if (!value) return toast.warning(t('conversation.messageButtons.noContent'));
    void copy(value, t(`conversation.messageButtons.${copiedKey}`));
  };

  const openLink = (url: string | undefined) => {
    const link = url?.trim();
    if (!link || !/^https?:\/\//i.test(link)) return toast.warning(t('conversation.messageButtons.noLink'));
    window.open(link, '_blank', 'noopener,noreferrer');
  };

  const run = (button: MessageButton) => {
    switch (button.name) {
      case 'cta_copy':
        return copyText(button.copy_code, 'copiedCode');
      case 'cta_url':
        return openLink(button.url);
      case 'cta_call':
        return toast.info(t('conversation.messageButtons.useThePhone', { number: button.phone_number ?? '' }));
      default:
        return undefined;
    }
  };

  return {
    run,
    copyCode: (code: string | undefined) => copyText(code, 'copiedCode'),
    copyLink: (url: string | undefined) => copyText(url, 'copiedLink'),
  };
}
