import type { BotStage } from './bot-turn';
import { businessHoursStage } from './care/business-hours';
import { consentStage } from './care/consent-stage';
import { ratingStage } from './care/rating-stage';

/**
 * The automation's stages in the order they see a contact's message (docs/automation.md
 * "Stages"): consent before anything, the rating of a closed attendance, business hours, then
 * the queue menu and the queue's option tree.
 */
export const botStages: readonly BotStage[] = [consentStage, ratingStage, businessHoursStage];
