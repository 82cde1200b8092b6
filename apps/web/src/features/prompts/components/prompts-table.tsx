import type { PromptAnswer } from '@chatdesk/contracts';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ColorChip } from '../../../components/color-chip';
import { EditDeleteActions } from '../../../components/edit-delete-actions';
import { TableMessageRow } from '../../../components/table-message-row';

interface PromptsTableProps {
  prompts: readonly PromptAnswer[];
  loading: boolean;
  /** Spec 3 §8: 'Não foi possível carregar a lista de registros'. */
  failed: boolean;
  onEdit: (prompt: PromptAnswer) => void;
  onDelete: (prompt: PromptAnswer) => void;
}

/** A phone leaves the max tokens out of the table: they go under the name instead. */
const notPhone = { display: { xs: 'none', sm: 'table-cell' } };

/** A long name wraps on a phone and is cut short on wider screens, where its row has room. */
const nameSx = {
  overflowWrap: 'anywhere',
  whiteSpace: { sm: 'nowrap' },
  overflow: { sm: 'hidden' },
  textOverflow: { sm: 'ellipsis' },
} as const;

/** Spec 3 §2 AI prompts: name, queue (on its colour), max tokens and actions. */
export function PromptsTable({ prompts, loading, failed, onEdit, onDelete }: PromptsTableProps) {
  const { t } = useTranslation();
  const empty = failed ? t('prompts.loadError') : !loading && prompts.length === 0 ? t('prompts.empty') : null;
  return (
    <Table size="small" stickyHeader aria-label={t('prompts.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('prompts.table.name')}</TableCell>
          <TableCell>{t('prompts.table.queue')}</TableCell>
          <TableCell align="center" sx={notPhone}>
            {t('prompts.table.maxTokens')}
          </TableCell>
          <TableCell align="right">{t('prompts.table.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {prompts.map((prompt) => (
          <TableRow key={prompt.id} hover data-testid={`prompt-row-${prompt.id}`}>
            <TableCell sx={{ maxWidth: { xs: 150, sm: 360 } }}>
              <Typography variant="body2" title={prompt.name} sx={nameSx}>
                {prompt.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                {t('prompts.table.maxTokens')}: {prompt.maxTokens}
              </Typography>
            </TableCell>
            <TableCell sx={{ maxWidth: { xs: 110, sm: 240 } }}>
              {prompt.queue ? (
                <ColorChip name={prompt.queue.name} color={prompt.queue.color} maxWidth={220} />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('prompts.table.noQueue')}
                </Typography>
              )}
            </TableCell>
            <TableCell align="center" sx={notPhone}>
              {prompt.maxTokens}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <EditDeleteActions
                name={prompt.name}
                editLabel={t('prompts.actions.edit')}
                deleteLabel={t('prompts.actions.delete')}
                onEdit={() => onEdit(prompt)}
                onDelete={() => onDelete(prompt)}
              />
            </TableCell>
          </TableRow>
        ))}
        {empty ? (
          <TableMessageRow colSpan={4} muted>
            {empty}
          </TableMessageRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
