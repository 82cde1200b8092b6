import { type PlanFeature, planAllows } from '@chatdesk/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { companyAccessOf } from './permissions';
import { useSession } from './session';
import { toast } from './toast';

/** Spec 3 §9: the router's redirect delay. */
const redirectDelayMs = 1000;

/**
 * Whether the company's plan has `feature`. A page its plan lacks shows `message` (spec 3 §8: "Esta
 * empresa não possui permissão…") and sends the user home after a second.
 */
export function usePlanFeature(feature: PlanFeature, message: string): boolean {
  const navigate = useNavigate();
  const { user } = useSession();
  const allowed = user ? planAllows(companyAccessOf(user), feature) : false;
  useEffect(() => {
    if (allowed) return;
    toast.error(message, `plan-${feature}`);
    const timer = setTimeout(() => navigate('/'), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [allowed, feature, message, navigate]);
  return allowed;
}
