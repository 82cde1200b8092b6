import {
  type ContactImportResult,
  type ContactImportTarget,
  type ContactSheetAnswer,
  contactImportAccept,
} from '@chatdesk/contracts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { contactsKeys } from '../api/get-contacts';
import { importContacts, uploadContactSheet } from '../api/import-contacts';
import { type ColumnMapping, guessMapping, isTakenElsewhere, mappedRows, mappingProblem } from '../lib/column-mapping';
import { ColumnMappingTable } from './column-mapping-table';
import { ImportResultPanel } from './import-result-panel';

interface Loaded {
  sheet: ContactSheetAnswer;
  mapping: ColumnMapping;
  selected: Set<number>;
}

/** /contacts/import (spec 2 §4): pick a file, map its columns, select rows, import, see the counts. */
export function ContactImportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<ContactImportResult | null>(null);
  const upload = useMutation({ mutationFn: uploadContactSheet });
  const run = useMutation({
    mutationFn: (rows: Parameters<typeof importContacts>[0]) =>
      importContacts(rows, (done) => setProgress({ done, total: rows.length })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactsKeys.all }),
  });

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setResult(null);
    upload.mutate(file, {
      onSuccess: (sheet) =>
        setLoaded({ sheet, mapping: guessMapping(sheet.headers), selected: new Set(sheet.rows.keys()) }),
    });
  };

  const map = (column: number, target: ContactImportTarget | null) => {
    if (!loaded) return;
    if (target && isTakenElsewhere(loaded.mapping, column, target)) {
      const field = t(`contacts.import.fields.${target}`);
      toast.error(t('contacts.import.errors.fieldTwice', { field }), `contact-import-${target}`);
      return;
    }
    setLoaded({ ...loaded, mapping: loaded.mapping.map((mapped, i) => (i === column ? target : mapped)) });
  };

  const submit = async () => {
    if (!loaded) return;
    const problem = mappingProblem(loaded.mapping, loaded.selected.size);
    if (problem) {
      toast.error(t(`contacts.import.errors.${problem}`), `contact-import-${problem}`);
      return;
    }
    const rows = mappedRows(loaded.sheet.rows, loaded.selected, loaded.mapping);
    setProgress({ done: 0, total: rows.length });
    try {
      const counts = await run.mutateAsync(rows);
      setResult(counts);
      setLoaded(null);
      if (counts.failed > 0) toast.error(t('contacts.import.partial'), 'contact-import-partial');
      else toast.success(t('contacts.import.success'));
    } catch {
      // The mutation cache has already shown the translated error; the mapping stays for a retry.
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button startIcon={<ArrowBack />} onClick={() => navigate('/contacts')}>
          {t('contacts.import.back')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('contacts.import.title')}
        </Typography>
        <Button component="label" variant="outlined" startIcon={<UploadFile />} loading={upload.isPending}>
          {t('contacts.import.pickFile')}
          <input
            hidden
            type="file"
            accept={contactImportAccept}
            onChange={pickFile}
            data-testid="contact-import-file"
          />
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('contacts.import.accepted')}
      </Typography>
      {result ? <ImportResultPanel result={result} /> : null}
      {loaded ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Typography variant="subtitle1">{t('contacts.import.mapTitle')}</Typography>
            {loaded.sheet.truncated ? (
              <Alert severity="warning">
                {t('contacts.import.truncated', { total: loaded.sheet.totalRows, shown: loaded.sheet.rows.length })}
              </Alert>
            ) : null}
            <Box sx={{ overflowX: 'auto' }}>
              <ColumnMappingTable
                sheet={loaded.sheet}
                mapping={loaded.mapping}
                onMap={map}
                selected={loaded.selected}
                onSelectedChange={(selected) => setLoaded({ ...loaded, selected })}
              />
            </Box>
            {progress ? (
              <Stack spacing={1}>
                <LinearProgress variant="determinate" value={(progress.done / Math.max(progress.total, 1)) * 100} />
                <Typography variant="body2">{t('contacts.import.importing', progress)}</Typography>
              </Stack>
            ) : null}
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
              <Typography variant="body2" color="text.secondary">
                {t('contacts.import.selectedCount', { count: loaded.selected.size, total: loaded.sheet.rows.length })}
              </Typography>
              <Button variant="contained" onClick={submit} loading={run.isPending}>
                {t('contacts.import.submit')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
