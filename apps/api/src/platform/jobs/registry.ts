import type { Automation } from '../../automation/automation';
import { recoverAutomation, recoverAutomationJob } from '../../automation/automation.jobs';
import { flowWakeJob, wakeFlowRun } from '../../automation/flows/flow-wake.job';
import { deliverIntegrationAnswer, integrationDeliverJob } from '../../automation/integrations/deliver.job';
import {
  converseIntegration,
  recoverIntegrations,
  recoverIntegrationsJob,
} from '../../automation/integrations/integration.jobs';
import type { IntegrationRunner } from '../../automation/integrations/integration-runner';
import { integrationConverseJob } from '../../automation/integrations/integration-runtime';
import { timersSweep, timersSweepJob } from '../../automation/timers/timers-sweep.job';
import { generateInvoices, generateInvoicesJob } from '../../billing/invoice-generation.job';
import type { ChannelRuntime } from '../../channels/channel-runtime';
import type { MessageSender } from '../../channels/outbound/message-sender';
import type { OutboundMessages } from '../../channels/outbound/outbound-messages';
import { sendMessage, sendMessageJob } from '../../channels/outbound/send-message.job';
import { CampaignDispatcher } from '../../modules/campaigns/dispatcher/campaign-dispatcher';
import {
  campaignsDispatch,
  campaignsDispatchJob,
  type DispatchQueue,
} from '../../modules/campaigns/dispatcher/campaigns-dispatch.job';
import {
  contactListsCheckCompanyNumbers,
  contactListsCheckCompanyNumbersJob,
  contactListsCheckNumbers,
  contactListsCheckNumbersJob,
  type NumberCheckQueue,
} from '../../modules/contact-lists/validity/check-numbers.job';
import { pruneExternalApi, pruneExternalApiJob } from '../../modules/external-api/external-api.jobs';
import { type SweepQueue, schedulesSweep, schedulesSweepJob } from '../../modules/schedules/sender/schedules-sweep.job';
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import type { Logger } from '../logger/logger';
import type { MediaStorage } from '../storage/media-storage';
import { sweepPartialUploads, sweepPartialUploadsJob } from '../storage/sweep-partial-uploads.job';
import { type JobHandlers, type RecurringJob, recurringJob } from './define-job';
import { JobQueue } from './job-queue';

/**
 * Every job the platform runs. A feature adds its definitions here and its handlers in
 * createJobHandlers; the compiler and JobQueue.startWorkers both refuse a definition without one.
 */
export const jobDefinitions = [
  sweepPartialUploadsJob,
  sendMessageJob,
  pruneExternalApiJob,
  recoverAutomationJob,
  timersSweepJob,
  schedulesSweepJob,
  contactListsCheckNumbersJob,
  campaignsDispatchJob,
  contactListsCheckCompanyNumbersJob,
  flowWakeJob,
  integrationConverseJob,
  integrationDeliverJob,
  recoverIntegrationsJob,
  generateInvoicesJob,
] as const;

export type PlatformJobQueue = JobQueue<typeof jobDefinitions>;

export interface JobHandlerDeps {
  db: Database;
  logger: Logger;
  storage: MediaStorage;
  events: DomainEvents;
  /**
   * This process's channels (channels.module.ts): the outbound sender the send job uses, and the
   * outbound path the automation timers write their messages through, and the automation whose
   * inbox the recovery job empties.
   */
  channels: {
    sender: MessageSender;
    outbound: OutboundMessages;
    automation: Automation;
    /** The integrations' calls (their durable job, delayed answers and recovery). */
    integrations: IntegrationRunner;
    /** The drivers, for the contact lists' number check. */
    runtime: Pick<ChannelRuntime, 'driverFor'>;
  };
  /**
   * The queue itself, for jobs that queue their own next run (the schedules' sweep, the campaign
   * dispatcher, the number check) or other jobs (the number check's minute sweep).
   */
  jobs?: SweepQueue & DispatchQueue & NumberCheckQueue;
  /** A campaign started, sent or finished (the campaigns module's live updates). */
  onCampaignChanged?: (companyId: number, campaignId: number) => void;
  /** Days before a company's due day its invoice is generated (config.billing.invoiceLeadDays). */
  invoiceLeadDays?: number;
}

export function createJobHandlers(deps: JobHandlerDeps): JobHandlers<typeof jobDefinitions> {
  return {
    [sweepPartialUploadsJob.name]: sweepPartialUploads(deps.storage, deps.logger),
    [sendMessageJob.name]: sendMessage(deps.channels.sender),
    [pruneExternalApiJob.name]: pruneExternalApi(deps.db, deps.logger),
    [recoverAutomationJob.name]: recoverAutomation(() => deps.channels.automation, deps.logger),
    [timersSweepJob.name]: timersSweep({ ...deps, outbound: deps.channels.outbound }),
    [schedulesSweepJob.name]: schedulesSweep({ ...deps, outbound: () => deps.channels.outbound, jobs: deps.jobs }),
    [contactListsCheckNumbersJob.name]: contactListsCheckNumbers(deps),
    [campaignsDispatchJob.name]: campaignsDispatch({ ...deps, dispatcher: campaignDispatcherOf(deps) }),
    [contactListsCheckCompanyNumbersJob.name]: contactListsCheckCompanyNumbers({
      ...deps,
      driverFor: (channel) => deps.channels.runtime.driverFor(channel),
    }),
    [flowWakeJob.name]: wakeFlowRun(() => deps.channels.automation),
    [integrationConverseJob.name]: converseIntegration(() => deps.channels.integrations),
    [integrationDeliverJob.name]: deliverIntegrationAnswer({
      automation: () => deps.channels.automation,
      jobs: () => deps.channels.integrations.deliveries,
    }),
    [recoverIntegrationsJob.name]: recoverIntegrations(() => deps.channels.integrations, deps.logger),
    [generateInvoicesJob.name]: generateInvoices(deps),
  };
}

/** The process's campaign dispatcher, on the wall clock. */
function campaignDispatcherOf(deps: JobHandlerDeps): CampaignDispatcher {
  return new CampaignDispatcher({
    db: deps.db,
    events: deps.events,
    logger: deps.logger,
    outbound: () => deps.channels.outbound,
    now: () => new Date(),
    random: Math.random,
    onCampaignChanged: (companyId, campaignId) => deps.onCampaignChanged?.(companyId, campaignId),
  });
}

/** Cron entries, stored once for the cluster; one missing from this list is unscheduled at start. */
export const recurringJobs: readonly RecurringJob[] = [
  recurringJob(sweepPartialUploadsJob, '17 * * * *', { olderThanMinutes: 120 }),
  recurringJob(pruneExternalApiJob, '43 3 * * *', {}),
  recurringJob(recoverAutomationJob, '* * * * *', { graceSeconds: 30 }),
  recurringJob(timersSweepJob, '* * * * *', {}),
  recurringJob(schedulesSweepJob, '* * * * *', {}),
  recurringJob(contactListsCheckNumbersJob, '* * * * *', {}),
  recurringJob(campaignsDispatchJob, '* * * * *', {}),
  recurringJob(recoverIntegrationsJob, '* * * * *', { graceSeconds: 30 }),
  recurringJob(generateInvoicesJob, '11 * * * *', {}),
];

export function createPlatformJobQueue(options: {
  connectionString: string;
  logger: Logger;
  maintenance: boolean;
  /** Tests poll faster and keep fewer connections. */
  pollingIntervalSeconds?: number;
  poolSize?: number;
}): PlatformJobQueue {
  return new JobQueue({ ...options, definitions: jobDefinitions });
}
