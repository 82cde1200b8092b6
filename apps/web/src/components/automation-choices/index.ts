export { type IntegrationChoice, useIntegrationChoice } from './integration-choices';
export { IntegrationSelect, type IntegrationSelectProps } from './integration-select';
export { type PromptChoice, promptChoicesQuery, usePromptChoice } from './prompt-choices';
export { PromptSelect, type PromptSelectProps } from './prompt-select';
export { storedNameOf } from './stored-record';
