import { type TagAnswer, tagValidationMessages } from '@chatdesk/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { toast, toastError } from '../../../../../lib/toast';
import { useContactTags, useSyncContactTags, useTagOptions } from '../../api/contact-drawer';

/** Spec 1 §5: a tag typed on a contact needs at least 3 characters. */
export const tagMinimumLength = 3;

/** The contact's tags as chips; existing ones are chosen, new ones typed (Enter) and created. */
export function ContactTags({ contactId }: { contactId: number }) {
  const { t } = useTranslation();
  const tags = useContactTags(contactId);
  const options = useTagOptions();
  const sync = useSyncContactTags(contactId);

  const onChange = (chosen: (TagAnswer | string)[]) => {
    const known = options.data ?? [];
    const resolved = chosen.map((tag) => {
      if (typeof tag !== 'string') return tag;
      const name = tag.trim();
      return known.find((option) => option.name.toLowerCase() === name.toLowerCase()) ?? name;
    });
    if (resolved.some((tag) => typeof tag === 'string' && tag.length < tagMinimumLength)) {
      toast.warning(t('conversation.drawer.tagTooShort'), tagValidationMessages.tooShort);
      return;
    }
    sync.mutate(resolved, { onError: (error) => toastError(error) });
  };

  return (
    <Autocomplete<TagAnswer, true, false, true>
      multiple
      freeSolo
      size="small"
      value={tags.data ?? []}
      options={options.data ?? []}
      loading={sync.isPending}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      isOptionEqualToValue={(option, value) => typeof value !== 'string' && option.id === value.id}
      onChange={(_, value) => onChange(value)}
      renderValue={(value, getItemProps) =>
        value.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          const name = typeof tag === 'string' ? tag : tag.name;
          const color = typeof tag === 'string' ? undefined : tag.color;
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={name}
              style={color ? { backgroundColor: color, color: '#fff' } : undefined}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={t('conversation.drawer.tags')} placeholder={t('conversation.drawer.addTag')} />
      )}
    />
  );
}
