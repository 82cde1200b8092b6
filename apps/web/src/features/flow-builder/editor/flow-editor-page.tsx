import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useFlowGraph } from '../api/get-flow-graph';
import { FlowEditor } from './flow-editor';

/** /flowbuilder/{id} (spec 3 §2): the flow's editor; without an id there is nothing to edit, so the list. */
export function FlowEditorPage() {
  const { id } = useParams();
  const flowId = Number(id);
  if (!id || !Number.isSafeInteger(flowId) || flowId <= 0) return <Navigate to="/flowbuilders" replace />;
  return <LoadedFlowEditor key={flowId} flowId={flowId} />;
}

function LoadedFlowEditor({ flowId }: { flowId: number }) {
  const { t } = useTranslation();
  const graph = useFlowGraph(flowId);
  if (graph.data) return <FlowEditor flow={graph.data.flow} />;
  if (graph.isError) {
    const missing = graph.error instanceof ApiError && graph.error.status === 404;
    return (
      <Alert
        severity="error"
        action={
          <Button component={Link} to="/flowbuilders" color="inherit" size="small">
            {t('flowEditor.back')}
          </Button>
        }
      >
        {missing ? t('flowEditor.notFound') : t('flowEditor.loadError')}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
