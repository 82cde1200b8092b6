import type { BotStage } from './bot-turn';
import { businessHoursStage } from './care/business-hours';
import { consentStage } from './care/consent-stage';
import { ratingStage } from './care/rating-stage';
import { defaultFlowStage, phraseCampaignStage, runningFlowStage, welcomeFlowStage } from './flows/flow-stages';
import { integrationStage } from './integrations/integration-stage';
import { menusStage } from './menus/menus.stage';

/**
 * The automation's stages in the order they see a contact's message (docs/automation.md
 * "Stages"): consent before anything, the rating of a closed attendance, business hours, then
 * the flows that come first (a phrase campaign's, the running one), the ticket's integration, the
 * welcome flow, the queue
 * menu and the queue's option tree, and the default flow when none of them took the message.
 */
export const botStages: readonly BotStage[] = [
  consentStage,
  ratingStage,
  businessHoursStage,
  // Flows before the queue bot (docs/flows.md "Which flow runs").
  phraseCampaignStage,
  runningFlowStage,
  // The ticket's integration or prompt, or the one of a new ticket's connection (docs/integrations.md).
  integrationStage,
  welcomeFlowStage,
  // The queue menu and the option tree: every earlier stage may take the message first.
  menusStage,
  // The default flow: only when the queue bot did not take the message.
  defaultFlowStage,
];
