import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { CheckoutErrors, CheckoutField, CheckoutValues } from '../lib/checkout-form';

type TextFieldName = Exclude<CheckoutField, 'useAddressForPaymentDetails' | 'users' | 'connections' | 'plan'>;

const fields: readonly { name: TextFieldName; md: number; autoComplete: string }[] = [
  { name: 'firstName', md: 7, autoComplete: 'name' },
  { name: 'zipcode', md: 5, autoComplete: 'off' },
  { name: 'address2', md: 12, autoComplete: 'street-address' },
  { name: 'city', md: 5, autoComplete: 'address-level2' },
  { name: 'state', md: 3, autoComplete: 'address-level1' },
  { name: 'country', md: 4, autoComplete: 'country-name' },
];

interface StepProps {
  values: CheckoutValues;
  errors: CheckoutErrors;
  onChange: <K extends CheckoutField>(field: K, value: CheckoutValues[K]) => void;
}

/** Step 0, Dados: the payer's full name, CPF/CNPJ and address (spec 2 §5 messages). */
export function CheckoutDetailsStep({ values, errors, onChange }: StepProps) {
  const { t } = useTranslation();
  const errorText = (field: CheckoutField) => {
    const key = errors[field];
    return key ? t(`platform.checkout.errors.${key}`, { count: 3 }) : undefined;
  };
  return (
    <Grid container spacing={2}>
      {fields.map(({ name, md, autoComplete }) => (
        <Grid key={name} size={{ xs: 12, md }}>
          <TextField
            name={name}
            label={t(`platform.checkout.fields.${name}`)}
            value={values[name]}
            onChange={(event) => onChange(name, event.target.value)}
            error={Boolean(errors[name])}
            helperText={errorText(name)}
            required
            fullWidth
            size="small"
            slotProps={{ htmlInput: { autoComplete } }}
          />
        </Grid>
      ))}
      <Grid size={12}>
        <FormControlLabel
          control={
            <Checkbox
              name="useAddressForPaymentDetails"
              checked={values.useAddressForPaymentDetails}
              onChange={(event) => onChange('useAddressForPaymentDetails', event.target.checked)}
            />
          }
          label={t('platform.checkout.fields.useAddressForPaymentDetails')}
        />
      </Grid>
    </Grid>
  );
}

export type { StepProps as CheckoutStepProps };
