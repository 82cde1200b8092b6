import type { FlowNode } from '@chatdesk/contracts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { storedNameOf, useIntegrationChoice, usePromptChoice } from '../../../../components/automation-choices';

type ReferringNode = Extract<FlowNode, { type: 'typebot' | 'openai' }>;

export const refersToRecord = (node: FlowNode): node is ReferringNode =>
  node.type === 'typebot' || node.type === 'openai';

function ReferenceLine({ name, unavailable }: { name: string | null | undefined; unavailable: string }) {
  if (name === undefined) return null;
  return (
    <Typography
      variant="body2"
      data-testid="node-reference"
      noWrap
      sx={{ color: name === null ? 'error.main' : 'text.secondary', px: 1, pt: 0.5 }}
    >
      {name ?? unavailable}
    </Typography>
  );
}

/**
 * The integration or prompt a typebot or openai node hands the conversation to, by its name (read
 * by id, cached across the flow's cards); one deleted since reads 'Integração indisponível (#id)'.
 */
export function NodeReference({ node }: { node: ReferringNode }) {
  const { t } = useTranslation();
  const settings = node.data.typebotIntegration;
  const integrationId = 'integrationId' in settings ? settings.integrationId : null;
  const promptId = 'promptId' in settings ? settings.promptId : null;
  const integration = useIntegrationChoice(integrationId);
  const prompt = usePromptChoice(promptId);
  const name = integrationId === null ? storedNameOf(prompt, promptId) : storedNameOf(integration, integrationId);
  const unavailable =
    integrationId === null
      ? t('automationAdmin.choices.promptUnavailable', { id: promptId })
      : t('automationAdmin.choices.integrationUnavailable', { id: integrationId });
  return <ReferenceLine name={name} unavailable={unavailable} />;
}
