import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/copy-field';
import { toast } from '../../../lib/toast';
import { type MetaAccount, useMetaAccount, useSaveMetaAccount } from '../api/meta-account';
import {
  type ClearableSecret,
  isClearableSecret,
  isRequired,
  type MetaChannel,
  type MetaField,
  type MetaValues,
  metaErrorsOf,
  metaFieldsOf,
  metaInputOf,
  metaValuesOf,
  secretFields,
  webhookUrlOf,
} from '../lib/meta-credentials';

/**
 * The connection modal's Meta tab (WhatsApp Cloud API, Messenger, Instagram): the credentials
 * stored by PUT /meta/{id}/account and the webhook URL to configure at Meta. Secrets are
 * write-only: the tab says whether each is set; a blank one is kept on save, and the optional
 * ones can be marked for removal (sent as null).
 */
export function MetaAccountTab({ connectionId, channel }: { connectionId: number; channel: MetaChannel }) {
  const { t } = useTranslation();
  const account = useMetaAccount(connectionId);
  if (account.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  if (account.isError) return <Alert severity="error">{t('errors.generic')}</Alert>;
  return <MetaAccountForm connectionId={connectionId} channel={channel} account={account.data} />;
}

function MetaAccountForm({
  connectionId,
  channel,
  account,
}: {
  connectionId: number;
  channel: MetaChannel;
  account: MetaAccount | null;
}) {
  const { t } = useTranslation();
  const save = useSaveMetaAccount(connectionId);
  const [values, setValues] = useState<MetaValues>(() => metaValuesOf(account));
  const [errors, setErrors] = useState<Partial<Record<MetaField, string>>>({});
  const [cleared, setCleared] = useState<ReadonlySet<ClearableSecret>>(new Set());
  const hasAccessToken = account !== null;
  const isSet: Record<MetaField, boolean> = {
    externalAccountId: false,
    wabaId: false,
    pageId: false,
    accessToken: hasAccessToken,
    appSecret: account?.hasAppSecret ?? false,
    verifyToken: account?.hasVerifyToken ?? false,
  };

  const submit = () => {
    const found = metaErrorsOf(channel, values, hasAccessToken);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(metaInputOf(channel, values, cleared), {
      onSuccess: (saved) => {
        setValues(metaValuesOf(saved));
        setCleared(new Set());
        toast.success(t('connections.meta.saved'));
      },
    });
  };

  const labelOf = (field: MetaField) =>
    field === 'externalAccountId' || field === 'accessToken'
      ? t(`connections.meta.fields.${field}.${channel}`)
      : t(`connections.meta.fields.${field}`);
  const helperOf = (field: MetaField) => {
    const error = errors[field];
    if (error) return t(`connections.meta.errors.${error as 'required' | 'digits' | 'token' | 'secret'}`);
    if (!secretFields.includes(field)) return null;
    if (isClearableSecret(field) && cleared.has(field)) return t('connections.meta.secretWillClear');
    return t(isSet[field] ? 'connections.meta.secretSet' : 'connections.meta.secretNotSet');
  };
  const edit = (field: MetaField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A typed secret replaces the stored one: it is no longer to be removed.
    if (isClearableSecret(field) && cleared.has(field)) toggleClear(field);
  };
  const toggleClear = (field: ClearableSecret) =>
    setCleared((current) => {
      const next = new Set(current);
      if (!next.delete(field)) next.add(field);
      return next;
    });
  // Remover only for a stored optional secret, and only while nothing new is typed over it.
  const clearActionOf = (field: MetaField) =>
    isClearableSecret(field) && isSet[field] && values[field].trim() === '' ? (
      <InputAdornment position="end">
        <Button
          size="small"
          color={cleared.has(field) ? 'inherit' : 'error'}
          onClick={() => toggleClear(field)}
          aria-label={t(cleared.has(field) ? 'connections.meta.keepLabel' : 'connections.meta.removeLabel', {
            label: labelOf(field),
          })}
        >
          {t(cleared.has(field) ? 'connections.meta.keep' : 'connections.meta.remove')}
        </Button>
      </InputAdornment>
    ) : null;

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('connections.meta.intro')}
      </Typography>
      <CopyField
        label={t('connections.meta.webhookUrl')}
        value={webhookUrlOf(window.location.origin, channel)}
        copyLabel={t('connections.meta.copy', { label: t('connections.meta.webhookUrl') })}
        copiedText={t('connections.meta.copied')}
      />
      {metaFieldsOf[channel].map((field) => (
        <TextField
          key={field}
          label={labelOf(field)}
          value={values[field]}
          onChange={(event) => edit(field, event.target.value)}
          error={errors[field] !== undefined}
          helperText={helperOf(field)}
          required={isRequired(field, hasAccessToken)}
          type={secretFields.includes(field) ? 'password' : 'text'}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { autoComplete: 'off' }, input: { endAdornment: clearActionOf(field) } }}
        />
      ))}
      {account ? <Alert severity="info">{t('connections.meta.keepNotice')}</Alert> : null}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={submit} loading={save.isPending}>
          {t('connections.meta.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
