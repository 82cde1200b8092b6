import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { type TestSendAnswer, type TestSendInput, useSendTestMessage } from '../api/send-test-message';

export interface TestSendFormProps {
  /** text: token, number and body are required; media: token, number and a file (spec 3 §5). */
  kind: 'text' | 'media';
}

type Field = 'token' | 'number' | 'body' | 'file';

/** One of the page's two test forms: sends through the real endpoint and shows what it answered. */
export function TestSendForm({ kind }: TestSendFormProps) {
  const { t } = useTranslation();
  const send = useSendTestMessage();
  const [values, setValues] = useState({ token: '', number: '', body: '' });
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState<Field[]>([]);
  const [answer, setAnswer] = useState<TestSendAnswer | null>(null);
  const id = (part: Field | 'answer') => `messages-api-${kind}-${part}`;

  const required: Field[] = kind === 'text' ? ['token', 'number', 'body'] : ['token', 'number', 'file'];
  const isEmpty = (field: Field) => (field === 'file' ? file === null : values[field].trim() === '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = required.filter(isEmpty);
    setMissing(empty);
    if (empty.length > 0) return;
    const number = values.number.trim();
    let payload: TestSendInput['payload'];
    if (kind === 'text' || !file) {
      payload = { number, body: values.body };
    } else {
      const form = new FormData();
      form.append('number', number);
      // Spec 3 §5: an empty media body sends the file name.
      form.append('body', values.body.trim() || file.name);
      form.append('medias', file);
      payload = form;
    }
    setAnswer(null);
    send.mutate(
      { token: values.token, payload },
      {
        onSuccess: (result) => {
          setAnswer(result);
          toast.success(t('messagesApi.test.sent'));
        },
        onError: (error) => {
          if (error instanceof ApiError) setAnswer({ status: error.status, body: error.body });
        },
      },
    );
  };

  const textField = (field: 'token' | 'number' | 'body', multiline = false) => (
    <TextField
      id={id(field)}
      label={t(`messagesApi.test.${field}`)}
      value={values[field]}
      onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
      error={missing.includes(field)}
      helperText={missing.includes(field) ? t('messagesApi.test.required') : ' '}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      fullWidth
      size="small"
    />
  );

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t(`messagesApi.methods.${kind}`)}
    >
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {t('messagesApi.test.title')}
      </Typography>
      <Stack spacing={1}>
        {textField('token')}
        {textField('number')}
        {textField('body', true)}
        {kind === 'media' && (
          <Box>
            <Button variant="outlined" component="label">
              {t('messagesApi.test.chooseFile')}
              <input
                hidden
                type="file"
                data-testid={id('file')}
                aria-label={t('messagesApi.test.file')}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography
              variant="body2"
              component="span"
              sx={{ ml: 1 }}
              color={missing.includes('file') ? 'error' : 'textSecondary'}
            >
              {file?.name ?? (missing.includes('file') ? t('messagesApi.test.required') : t('messagesApi.test.noFile'))}
            </Typography>
          </Box>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {send.isPending ? t('messagesApi.test.sending') : t('messagesApi.test.send')}
          </Button>
        </Box>
        {answer && (
          <Box>
            <Typography variant="caption">{`${t('messagesApi.test.answer')} (${answer.status})`}</Typography>
            <Box
              component="pre"
              data-testid={id('answer')}
              sx={{ m: 0, p: 1, bgcolor: 'action.hover', overflowX: 'auto' }}
            >
              {JSON.stringify(answer.body, null, 2)}
            </Box>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
