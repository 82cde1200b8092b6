import { flowValidationMessages } from '@chatdesk/contracts';

const { nameRequired, nameTooShort, nameTooLong } = flowValidationMessages;

/** The spec 3 §5 texts a flow name can fail with, keyed as `flowList.validation.*`. */
export const flowNameTexts = { nameRequired, nameTooShort, nameTooLong };
export type FlowNameTextKey = keyof typeof flowNameTexts;
