/**
 * The bot's own words where a company has not written its own (docs/automation.md "Consent",
 * "Rating"). They go to the contact as chat messages, in Portuguese, the language of the
 * companies' texts they sit beside.
 */

/** Sent before the company's lgpdLink when lgpdMessage is blank. */
export const defaultConsentMessage =
  'Para continuar o atendimento, precisamos do seu consentimento para o tratamento dos seus dados pessoais, conforme a Lei Geral de Proteção de Dados (LGPD).';

/** The answers offered under the consent question. */
export const consentChoices = '*1* - Aceito\n*2* - Não aceito';

/** The thanks for a rating when the connection has no complationMessage. */
export const defaultRatingThanks = 'Obrigado pela sua avaliação!';
