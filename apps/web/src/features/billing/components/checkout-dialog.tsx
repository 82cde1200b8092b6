import type { Invoice, PaymentEvent, SubscriptionAnswer } from '@chatdesk/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDueDate } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useCreateSubscription } from '../api/create-subscription';
import { useCheckoutPlans } from '../api/get-checkout-plans';
import {
  type CheckoutErrors,
  type CheckoutValues,
  checkoutBody,
  checkoutErrors,
  estimatedPrice,
  initialCheckoutValues,
  stepFields,
} from '../lib/checkout-form';
import { usePaymentConcluded } from '../lib/use-payment-concluded';
import { CheckoutDetailsStep } from './checkout-details-step';
import { CheckoutPlanStep } from './checkout-plan-step';
import { CheckoutReviewStep } from './checkout-review-step';
import { PaymentView } from './payment-view';

/** Spec 2 §8: after the renewal message, the app opens / after 4 seconds. */
export const renewalRedirectMs = 4000;

const steps = ['details', 'plan', 'review'] as const;

/**
 * The checkout of an invoice (spec 2 §4): Dados, Personalizar, Revisar with PAGAR, then the payment
 * view, which waits for the live CONCLUIDA event. Full screen on phones.
 */
export function CheckoutDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const navigate = useNavigate();
  const { user } = useSession();
  const plans = useCheckoutPlans().data ?? [];
  const create = useCreateSubscription();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<CheckoutValues>(() =>
    initialCheckoutValues(invoice.planId, user?.company?.name ?? ''),
  );
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [answer, setAnswer] = useState<SubscriptionAnswer | null>(null);
  const [renewedUntil, setRenewedUntil] = useState<string | null>(null);

  // A plan that is no longer public falls back to the custom plan once the list is known.
  const planKnown = values.plan === 'custom' || plans.some((plan) => String(plan.id) === values.plan);
  const selected = planKnown || plans.length === 0 ? values : { ...values, plan: 'custom' };
  const estimate = estimatedPrice(selected, plans, user?.company?.recurrence);

  usePaymentConcluded((event: PaymentEvent) => {
    if (answer) setRenewedUntil(event.company.dueDate);
  });
  useEffect(() => {
    if (!renewedUntil) return;
    const timer = setTimeout(() => navigate('/'), renewalRedirectMs);
    return () => clearTimeout(timer);
  }, [renewedUntil, navigate]);

  const change = <K extends keyof CheckoutValues>(field: K, value: CheckoutValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const next = () => {
    const found = checkoutErrors(invoice.id, selected, stepFields[step] ?? []);
    setErrors(found);
    if (Object.keys(found).length === 0) setStep(step + 1);
  };

  const pay = () =>
    create.mutate(checkoutBody(invoice.id, selected), {
      onSuccess: (opened) => {
        toast.success(t('platform.checkout.success'));
        setAnswer(opened);
      },
    });

  const renewedText = renewedUntil
    ? t('platform.checkout.renewed', { date: formatDueDate(renewedUntil, user?.company?.timezone) })
    : null;

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby="checkout-title">
      <DialogTitle id="checkout-title">{t('platform.checkout.title', { id: invoice.id })}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={answer ? steps.length : step} alternativeLabel sx={{ mb: 3 }}>
          {steps.map((name) => (
            <Step key={name}>
              <StepLabel>{t(`platform.checkout.steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {answer ? <PaymentView answer={answer} renewedText={renewedText} /> : null}
        {!answer && step === 0 ? <CheckoutDetailsStep values={selected} errors={errors} onChange={change} /> : null}
        {!answer && step === 1 ? (
          <CheckoutPlanStep values={selected} errors={errors} onChange={change} plans={plans} estimate={estimate} />
        ) : null}
        {!answer && step === 2 ? <CheckoutReviewStep values={selected} plans={plans} estimate={estimate} /> : null}
      </DialogContent>
      <DialogActions>
        {answer ? (
          <Button onClick={onClose}>{t('platform.checkout.close')}</Button>
        ) : (
          <>
            <Button onClick={step === 0 ? onClose : () => setStep(step - 1)} disabled={create.isPending}>
              {t(step === 0 ? 'platform.checkout.cancel' : 'platform.checkout.back')}
            </Button>
            {step < 2 ? (
              <Button variant="contained" onClick={next}>
                {t('platform.checkout.next')}
              </Button>
            ) : (
              <Button variant="contained" onClick={pay} loading={create.isPending}>
                {t('platform.invoices.pay')}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
