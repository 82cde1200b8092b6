import { type PlanFeature, planAllows } from '@chatdesk/contracts';
import { companyAccessOf } from './permissions';
import { useSession } from './session';
import { useDeniedRedirect } from './use-denied-redirect';

/** Spec 3 §9: the router's redirect delay. */
const redirectDelayMs = 1000;

/**
 * Whether the company's plan has `feature`. A page its plan lacks shows `message` (spec 3 §8: "Esta
 * empresa não possui permissão…") and sends the user home after a second.
 */
export function usePlanFeature(feature: PlanFeature, message: string): boolean {
  const { user } = useSession();
  const allowed = user ? planAllows(companyAccessOf(user), feature) : false;
  useDeniedRedirect(allowed, message, `plan-${feature}`, redirectDelayMs);
  return allowed;
}
