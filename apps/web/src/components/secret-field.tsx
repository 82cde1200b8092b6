import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the user did with a secret: left the stored one alone, typed a new one, or asked to remove
 * it. A new record's secret is always a `replace` (empty: none given).
 */
export type SecretEdit = { kind: 'keep' } | { kind: 'replace'; value: string } | { kind: 'remove' };

export const keepSecret: SecretEdit = { kind: 'keep' };
export const newSecret: SecretEdit = { kind: 'replace', value: '' };

/**
 * The write's value for a secret (the contracts' rule): left out keeps the stored one, `null`
 * removes it, a value replaces it. An empty replacement is no replacement.
 */
export function secretBodyValue(edit: SecretEdit): string | null | undefined {
  if (edit.kind === 'remove') return null;
  if (edit.kind === 'replace' && edit.value.trim() !== '') return edit.value;
  return undefined;
}

const mask = '••••••';

interface SecretFieldProps {
  name: string;
  label: string;
  /** A secret is stored (the answer's `has*` flag): it is masked until revealed. */
  stored: boolean;
  edit: SecretEdit;
  onEdit: (edit: SecretEdit) => void;
  /** Reads the stored secret in clear (GET …/secrets); called only when the user asks to see it. */
  reveal: () => Promise<string | null>;
  multiline?: boolean;
  required?: boolean;
  error?: string;
  hint?: string;
  /** Buttons next to the field's own (e.g. 'Gerar'). */
  extraActions?: ReactNode;
}

/**
 * A secret's field (API keys, a service account's JSON, a signing secret). A stored secret shows
 * "••••••" with Mostrar, Substituir and Remover; what was revealed lives only in this component's
 * state, so it is gone when the dialog closes, and never reaches a query cache, the URL or storage.
 */
export function SecretField(props: SecretFieldProps) {
  const { t } = useTranslation();
  const { name, label, stored, edit, onEdit, multiline, required, error, hint, extraActions } = props;
  const [revealed, setRevealed] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [revealing, setRevealing] = useState(false);
  const [typedVisible, setTypedVisible] = useState(false);

  const toggleShown = async () => {
    if (shown) return setShown(false);
    if (revealed === null) {
      setRevealing(true);
      try {
        setRevealed((await props.reveal()) ?? '');
      } catch {
        // The call's error toast says why; the secret stays masked.
        return;
      } finally {
        setRevealing(false);
      }
    }
    setShown(true);
  };

  const common = {
    name,
    label,
    fullWidth: true,
    size: 'small' as const,
    multiline,
    minRows: multiline ? 3 : undefined,
    maxRows: multiline ? 8 : undefined,
    required,
    error: Boolean(error),
    slotProps: { inputLabel: { shrink: true }, htmlInput: { autoComplete: 'off', spellCheck: false } },
  };

  if (edit.kind === 'replace') {
    const hidden = !multiline && !typedVisible;
    return (
      <Stack spacing={0.5}>
        <TextField
          {...common}
          type={hidden ? 'password' : 'text'}
          value={edit.value}
          onChange={(event) => onEdit({ kind: 'replace', value: event.target.value })}
          helperText={error ?? (stored ? t('secretField.replacing') : hint)}
          slotProps={{
            ...common.slotProps,
            input: multiline
              ? undefined
              : {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        size="small"
                        edge="end"
                        aria-label={`${t(hidden ? 'secretField.show' : 'secretField.hide')}: ${label}`}
                        onClick={() => setTypedVisible(!typedVisible)}
                      >
                        {hidden ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
          }}
        />
        {stored || extraActions ? (
          <SecretActions>
            {stored ? <Button onClick={() => onEdit(keepSecret)}>{t('secretField.undo')}</Button> : null}
            {extraActions}
          </SecretActions>
        ) : null}
      </Stack>
    );
  }

  const removing = edit.kind === 'remove';
  return (
    <Stack spacing={0.5}>
      <TextField
        {...common}
        value={removing ? '' : shown ? (revealed ?? '') : mask}
        helperText={error ?? (removing ? t('secretField.removed') : t('secretField.stored'))}
        slotProps={{ ...common.slotProps, input: { readOnly: true } }}
      />
      <SecretActions>
        {removing ? (
          <Button onClick={() => onEdit(keepSecret)}>{t('secretField.undo')}</Button>
        ) : (
          <>
            <Button
              onClick={() => void toggleShown()}
              loading={revealing}
              aria-label={`${t(shown ? 'secretField.hide' : 'secretField.show')}: ${label}`}
            >
              {t(shown ? 'secretField.hide' : 'secretField.show')}
            </Button>
            <Button onClick={() => onEdit(newSecret)} aria-label={`${t('secretField.replace')}: ${label}`}>
              {t('secretField.replace')}
            </Button>
            {required ? null : (
              <Button
                color="error"
                onClick={() => onEdit({ kind: 'remove' })}
                aria-label={`${t('secretField.remove')}: ${label}`}
              >
                {t('secretField.remove')}
              </Button>
            )}
            {extraActions}
          </>
        )}
      </SecretActions>
    </Stack>
  );
}

function SecretActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', '& .MuiButton-root': { minWidth: 0 } }}>
      {children}
    </Stack>
  );
}

/**
 * The reveal of a record's stored secrets: one call (`load`, GET …/secrets) the first time a field
 * asks, its answer kept only as long as the calling dialog is mounted; a failed call is tried again
 * on the next ask. `load` null: nothing is stored yet.
 */
export function useSecretReveal<T extends Record<string, string | null>>(load: (() => Promise<T>) | null) {
  const answer = useRef<Promise<T> | null>(null);
  return async (field: keyof T): Promise<string | null> => {
    if (!load) return null;
    answer.current ??= load();
    try {
      return (await answer.current)[field] ?? null;
    } catch (error) {
      answer.current = null;
      throw error;
    }
  };
}
