import { planAllows } from '@chatdesk/contracts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccessDeniedPage } from '../../../components/access-denied-page';
import { companyAccessOf, useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useDeniedRedirect } from '../../../lib/use-denied-redirect';
import { TagsListPage } from './tags-list-page';

/** Spec 3 §9: the router's redirect delay. */
const redirectDelayMs = 1000;

/**
 * /TagsKanban (spec 3 "Lane management screen"): the kanban lanes with their ticket counts, the
 * lane variant of the tag dialog, and 'Voltar para o Kanban'. A plan without useKanban is told so
 * and sent home after a second; managing lanes needs the dashboard-view permission (spec 3 §6).
 */
export function KanbanLanesPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const allowed = user ? planAllows(companyAccessOf(user), 'useKanban') : false;
  const mayManage = useCan('dashboard:view');

  useDeniedRedirect(allowed, t('tags.noPermission'), 'tags-kanban-no-permission', redirectDelayMs);

  if (!allowed) return null;
  if (!mayManage) return <AccessDeniedPage />;
  return (
    <TagsListPage
      variant="lanes"
      extraActions={
        <Button component={Link} to="/kanban" variant="outlined" startIcon={<ArrowBack />}>
          {t('tags.backToKanban')}
        </Button>
      }
    />
  );
}
