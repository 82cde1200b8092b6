import { type TagRecordAnswer, tagCreateBody, tagUpdateBody } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorChip } from '../../../components/color-chip';
import { DialogLoading } from '../../../components/dialog-loading';
import { bindTextFields, FormTextField } from '../../../components/form-text-field';
import { ApiError } from '../../../lib/api-client';
import { useFormState } from '../../../lib/form-state';
import { toast } from '../../../lib/toast';
import { useLaneOptions } from '../api/get-lane-options';
import { useTag } from '../api/get-tag';
import { useSaveTag } from '../api/save-tag';
import { newTagValues, type TagFormValues, tagInputOf, useTagErrorText, valuesOfTag } from '../lib/tag-form';
import { LaneFields } from './lane-fields';
import { TagColorField } from './tag-color-field';

export interface TagDialogProps {
  open: boolean;
  /** The tag to edit; null adds a new one. */
  tagId: number | null;
  /** The kanban variant (lane management): the tag is a lane and the lane fields are shown. */
  lane: boolean;
  onClose: () => void;
}

/** Spec 3 "Tags and kanban": the tag dialog (name, colour) and its kanban variant with lane fields. */
export function TagDialog({ open, tagId, lane, onClose }: TagDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="tag-dialog-title">
      {open ? <TagDialogContent tagId={tagId} lane={lane} onClose={onClose} /> : null}
    </Dialog>
  );
}

function titleKey(lane: boolean, editing: boolean) {
  if (lane) return editing ? 'tags.dialog.editLaneTitle' : 'tags.dialog.addLaneTitle';
  return editing ? 'tags.dialog.editTitle' : 'tags.dialog.addTitle';
}

function TagDialogContent({ tagId, lane, onClose }: Omit<TagDialogProps, 'open'>) {
  const { t } = useTranslation();
  const tag = useTag(tagId);
  useEffect(() => {
    if (tag.isError) onClose();
  }, [tag.isError, onClose]);
  if (tagId !== null && !tag.data) return <DialogLoading titleId="tag-dialog-title" title={t(titleKey(lane, true))} />;
  // A lane edited from the Tags page keeps its lane fields.
  const asLane = lane || tag.data?.kanban === 1;
  return <TagForm key={tagId ?? 'new'} tag={tag.data ?? null} lane={asLane} onClose={onClose} />;
}

/** Server refusals that name a lane field (details.field) mark that field too. */
const laneFieldOf = (error: unknown): keyof TagFormValues | null => {
  if (!(error instanceof ApiError)) return null;
  const field = (error.body as { details?: { field?: unknown } } | null)?.details?.field;
  return field === 'nextLaneId' || field === 'rollbackLaneId' ? field : null;
};

function TagForm({ tag, lane, onClose }: { tag: TagRecordAnswer | null; lane: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useFormState(tag ? valuesOfTag(tag) : newTagValues());
  const lanes = useLaneOptions(lane, tag?.id ?? null);
  const save = useSaveTag();
  const errorText = useTagErrorText(form.errors);
  const text = bindTextFields(form, errorText);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = tagInputOf(form.values, lane);
    const result = form.validate(tag ? tagUpdateBody : tagCreateBody, input);
    if (!result.ok) return;
    try {
      await save.mutateAsync({ id: tag?.id ?? null, body: input });
      toast.success(t('tags.toasts.saved'));
      onClose();
    } catch (error) {
      // The generic handler has shown the translated text; point at the field as well.
      const field = laneFieldOf(error);
      if (field) form.validate(tagUpdateBody, input, { [field]: 'invalid' });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id="tag-dialog-title">{t(titleKey(lane, tag !== null))}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <FormTextField
            {...text('name')}
            label={t('tags.dialog.fields.name')}
            required
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <TagColorField
            value={form.values.color}
            onChange={(color) => form.setField('color', color)}
            error={errorText('color')}
          />
          <Box>
            <ColorChip name={form.values.name.trim() || t('tags.dialog.fields.name')} color={form.values.color} />
          </Box>
          {lane ? (
            <>
              <Divider textAlign="left">{t('tags.dialog.lane')}</Divider>
              <LaneFields form={form} errorText={errorText} lanes={lanes} />
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('admin.common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t(tag ? 'admin.common.save' : 'admin.common.add')}
        </Button>
      </DialogActions>
    </Box>
  );
}
