/**
 * Dialogflow ES detectIntent with a service account (OAuth2 JWT bearer grant, then
 * projects/{project}/agent/sessions/{session}:detectIntent). Used by the Dialogflow driver and by
 * POST /queueIntegration/testSession. Base URLs are configurable (DIALOGFLOW_BASE_URL,
 * GOOGLE_OAUTH_TOKEN_URL) so tests talk to a local stub.
 */
export interface DialogflowQuery {
  companyId: number;
  projectId: string;
  /** The service account's JSON key, in clear (opened from its sealed column by the caller). */
  credentialsJson: string;
  language: string;
  /** Stable per conversation (the ticket's uuid); a test uses a fresh one. */
  sessionId: string;
  text: string;
}

export interface DialogflowResult {
  intent: string | null;
  fulfillmentText: string;
  /** The intent ends the conversation (diagnosticInfo.end_conversation / endInteraction). */
  endConversation: boolean;
}

export interface DialogflowClient {
  detectIntent(query: DialogflowQuery): Promise<DialogflowResult>;
}
