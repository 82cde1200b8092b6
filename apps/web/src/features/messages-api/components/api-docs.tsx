import { externalApiSendPath } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface ApiDocsProps {
  kind: 'text' | 'media';
  /** Where the API answers: the page's own origin (SPA and API share it). */
  origin: string;
}

const exampleNumber = '5511912345678';

/** The curl line for each kind, ready to paste with the token in place of TOKEN. */
export function curlExample(kind: ApiDocsProps['kind'], origin: string): string {
  const head = [`curl -X POST '${origin}${externalApiSendPath}'`, `  -H 'Authorization: Bearer TOKEN'`];
  if (kind === 'text') {
    return [
      ...head,
      `  -H 'Content-Type: application/json'`,
      `  -d '${JSON.stringify({ number: exampleNumber, body: 'Olá!' })}'`,
    ].join(' \\\n');
  }
  return [
    ...head,
    `  -F 'number=${exampleNumber}'`,
    `  -F 'body=Segue o arquivo'`,
    `  -F 'medias=@/caminho/arquivo.pdf'`,
  ].join(' \\\n');
}

const Code = ({ children, testId }: { children: string; testId?: string }) => (
  <Box
    component="pre"
    data-testid={testId}
    sx={{ m: 0, p: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 13 }}
  >
    {children}
  </Box>
);

/** Spec 3 §7: endpoint, method, headers and fields of one kind of send, with a curl example. */
export function ApiDocs({ kind, origin }: ApiDocsProps) {
  const { t } = useTranslation();
  const contentType = kind === 'text' ? 'application/json' : 'multipart/form-data';
  const fields =
    kind === 'text'
      ? JSON.stringify({ number: exampleNumber, body: 'Olá!' }, null, 2)
      : ['number: 5511912345678', 'body: Segue o arquivo', 'medias: (arquivo)'].join('\n');
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {t(`messagesApi.methods.${kind}`)}
      </Typography>
      <Typography variant="body2" gutterBottom>
        {t(`messagesApi.${kind}.intro`)}
      </Typography>
      <Box component="ul" sx={{ mt: 0, pl: 3 }}>
        <li>
          <b>{t('messagesApi.docs.endpoint')}:</b> {`${origin}${externalApiSendPath}`}
        </li>
        <li>
          <b>{t('messagesApi.docs.method')}:</b> POST
        </li>
        <li>
          <b>{t('messagesApi.docs.headers')}:</b> {`Authorization: Bearer TOKEN, Content-Type: ${contentType}`}
        </li>
      </Box>
      <Typography variant="body2">
        <b>{kind === 'text' ? t('messagesApi.docs.body') : t('messagesApi.docs.formData')}:</b>
      </Typography>
      <Code>{fields}</Code>
      <Typography variant="body2" sx={{ mt: 1 }}>
        <b>{t('messagesApi.docs.example')}:</b>
      </Typography>
      <Code testId={`messages-api-${kind}-curl`}>{curlExample(kind, origin)}</Code>
    </Box>
  );
}
