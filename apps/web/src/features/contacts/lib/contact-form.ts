import type { ContactCreateInput, ContactDetailAnswer, ContactUpdateInput } from '@chatdesk/contracts';

/** The contact modal's fields (spec 1 §5 contact form) as the inputs hold them. */
export interface ContactFormValues {
  name: string;
  number: string;
  email: string;
  disableBot: boolean;
  extraInfo: { name: string; value: string }[];
}

export const newContactValues: ContactFormValues = {
  name: '',
  number: '',
  email: '',
  disableBot: false,
  extraInfo: [],
};

/** The number arrives masked for a profile user under LGPD; sent back unchanged, the API keeps the stored one. */
export const valuesOf = (contact: ContactDetailAnswer): ContactFormValues => ({
  name: contact.name,
  number: contact.number,
  email: contact.email,
  disableBot: contact.disableBot,
  extraInfo: contact.extraInfo.map(({ name, value }) => ({ name, value })),
});

// Rows left completely blank are dropped rather than refused: an added row nobody filled in.
const filledExtraInfo = (values: ContactFormValues) =>
  values.extraInfo.filter((item) => item.name.trim() !== '' || item.value.trim() !== '');

export const createInputOf = (values: ContactFormValues): ContactCreateInput => ({
  ...values,
  extraInfo: filledExtraInfo(values),
});

export const updateInputOf = (values: ContactFormValues): ContactUpdateInput => ({
  ...values,
  extraInfo: filledExtraInfo(values),
});
