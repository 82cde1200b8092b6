import {
  customPlanPrice,
  customPlanPricing,
  type PublicPlan,
  type Recurrence,
  recurrenceMonths,
  type SubscriptionBody,
  subscriptionBody,
} from '@chatdesk/contracts';

/** The checkout's fields: Dados (payer) and Personalizar (plan); card data is typed on the providers' pages. */
export interface CheckoutValues {
  firstName: string;
  /** The payer's CPF/CNPJ: the spec's form calls the field zipcode. */
  zipcode: string;
  address2: string;
  city: string;
  state: string;
  country: string;
  useAddressForPaymentDetails: boolean;
  /** A public plan's id as text, or 'custom'. */
  plan: string;
  users: number;
  connections: number;
}

export type CheckoutField = keyof CheckoutValues;

/** Fields each step checks before the next one opens (step 0 Dados, step 1 Personalizar). */
export const stepFields: readonly (readonly CheckoutField[])[] = [
  ['firstName', 'zipcode', 'address2', 'city', 'state', 'country'],
  ['plan', 'users', 'connections'],
];

export function initialCheckoutValues(planId: number | null, name: string): CheckoutValues {
  return {
    firstName: name,
    zipcode: '',
    address2: '',
    city: '',
    state: '',
    country: 'Brasil',
    useAddressForPaymentDetails: false,
    plan: planId === null ? 'custom' : String(planId),
    users: customPlanPricing.minimum,
    connections: customPlanPricing.minimum,
  };
}

/** The POST /subscription body: no card fields and no price (the server computes it). */
export function checkoutBody(invoiceId: number, values: CheckoutValues): SubscriptionBody {
  const custom = values.plan === 'custom';
  return {
    invoiceId,
    firstName: values.firstName,
    zipcode: values.zipcode,
    address2: values.address2,
    city: values.city,
    state: values.state,
    country: values.country,
    useAddressForPaymentDetails: values.useAddressForPaymentDetails,
    plan: custom ? 'custom' : Number(values.plan),
    ...(custom ? { users: values.users, connections: values.connections } : {}),
  };
}

/** A key of `platform.checkout.errors`. */
export type CheckoutErrorKey =
  | 'firstNameRequired'
  | 'zipcodeRequired'
  | 'zipcodeInvalid'
  | 'address2Required'
  | 'cityRequired'
  | 'stateRequired'
  | 'countryRequired'
  | 'minimum'
  | 'invalid';

/** The contracts' messages (spec 2 §5) as keys of `platform.checkout.errors`. */
const messageKeys: Record<string, CheckoutErrorKey> = {
  'O nome completo é obrigatório': 'firstNameRequired',
  'CEP é obrigatório': 'zipcodeRequired',
  'CPF/CNPJ inválido': 'zipcodeInvalid',
  'O endereço é obrigatório': 'address2Required',
  'A cidade é obrigatória': 'cityRequired',
  'O estado é obrigatório': 'stateRequired',
  'O país é obrigatório': 'countryRequired',
  [`O mínimo é ${customPlanPricing.minimum}`]: 'minimum',
};

export type CheckoutErrors = Partial<Record<CheckoutField, CheckoutErrorKey>>;

/** The problems of the given fields, each as its message key (first problem per field). */
export function checkoutErrors(
  invoiceId: number,
  values: CheckoutValues,
  fields: readonly CheckoutField[],
): CheckoutErrors {
  const parsed = subscriptionBody.safeParse(checkoutBody(invoiceId, values));
  const errors: CheckoutErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as CheckoutField;
    if (fields.includes(field)) errors[field] ??= messageKeys[issue.message] ?? 'invalid';
  }
  return errors;
}

const monthsOf = (recurrence: unknown): number =>
  typeof recurrence === 'string' && recurrence in recurrenceMonths ? recurrenceMonths[recurrence as Recurrence] : 1;

/**
 * The browser's estimate of a period's price: the plan's amount or the custom plan's formula, times
 * the months of the company's recurrence. Only an estimate: the server's `valorext` is charged.
 */
export function estimatedPrice(values: CheckoutValues, plans: readonly PublicPlan[], recurrence: unknown): number {
  const monthly =
    values.plan === 'custom'
      ? customPlanPrice(values.users, values.connections)
      : Number(plans.find((plan) => String(plan.id) === values.plan)?.amount ?? 0);
  return monthly * monthsOf(recurrence);
}
