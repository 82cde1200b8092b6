import OpenInNew from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { promptChoicesQuery } from '../../../components/automation-choices';

/**
 * The queue's prompt, read-only: a prompt chooses its queue (one prompt per queue) on the prompts
 * page, so the queue only names it, with a link there. Nothing when the queue has none.
 */
export function QueuePrompt({ queueId }: { queueId: number }) {
  const { t } = useTranslation();
  const prompts = useQuery({ ...promptChoicesQuery, meta: { silent: true } });
  const prompt = prompts.data?.find((choice) => choice.queueId === queueId);
  if (!prompt) return null;
  return (
    <Stack data-testid="queue-prompt" sx={{ minWidth: 0, pt: 1 }}>
      <Link
        href="/prompts"
        target="_blank"
        rel="noopener"
        underline="hover"
        sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
      >
        <Typography component="span" variant="body2" noWrap>
          {t('automationAdmin.choices.queuePrompt', { name: prompt.name })}
        </Typography>
        <OpenInNew sx={{ fontSize: 16 }} />
      </Link>
      <Typography variant="caption" color="text.secondary">
        {t('automationAdmin.choices.queuePromptHint')}
      </Typography>
    </Stack>
  );
}
