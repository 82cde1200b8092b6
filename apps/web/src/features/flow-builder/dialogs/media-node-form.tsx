import { flowNodeData } from '@chatdesk/contracts';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { MediaFilePicker } from './fields/media-file-picker';
import { MediaPreview } from './fields/media-preview';
import { UploadProgress } from './fields/upload-progress';
import type { FlowNodeDataOf } from './flow-node-dialog.types';
import { type FlowMediaKind, flowMediaRules } from './lib/media-rules';
import { CompressionError, prepareMedia } from './lib/prepare-media';
import { useFlowUploads } from './lib/use-flow-uploads';
import { useNodeValidation } from './lib/use-node-validation';
import { NodeDialogFrame } from './node-dialog-frame';
import type { NodeFormProps } from './node-form.types';

type MediaNodeFormProps<K extends FlowMediaKind> = NodeFormProps<K> & { kind: K };

/**
 * Spec 3 §3 img, audio, video: one file, sent on save (so a cancelled dialog leaves no change), with
 * its progress; audio may go as a voice note recorded now. The node keeps the stored file's name.
 */
export function MediaNodeForm<K extends FlowMediaKind>({ kind, mode, data, onSubmit, onClose }: MediaNodeFormProps<K>) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [record, setRecord] = useState(data && 'record' in data ? Boolean(data.record) : false);
  const [pickError, setPickError] = useState<string | undefined>();
  const uploads = useFlowUploads();
  const validation = useNodeValidation();
  const stored = data?.url ?? '';
  const schema = flowNodeData[kind as FlowMediaKind];
  // The schema of `kind` answers the data of `kind`; TypeScript only sees the union of the three.
  const done = (parsed: FlowNodeDataOf<FlowMediaKind>) => onSubmit(parsed as FlowNodeDataOf<K>);

  const submit = async () => {
    setPickError(undefined);
    if (!file) {
      const parsed = validation.check(schema, { url: stored, record }, stored ? {} : { url: 'required' });
      if (parsed) done(parsed);
      return;
    }
    let answers: Awaited<ReturnType<typeof uploads.upload>>;
    try {
      answers = await uploads.upload([await prepareMedia(kind, file)]);
    } catch (error) {
      if (!(error instanceof CompressionError)) throw error;
      uploads.setError(t('flowNodes.upload.compressionFailed'));
      return;
    }
    const name = answers?.[0]?.name;
    if (!name) return;
    const parsed = validation.check(schema, { url: name, record });
    if (!parsed) return;
    toast.success(t(`flowNodes.toasts.${flowMediaRules[kind].added}`));
    done(parsed);
  };

  return (
    <NodeDialogFrame
      type={kind}
      mode={mode}
      onSubmit={() => void submit()}
      onCancel={onClose}
      pending={uploads.uploading}
    >
      <Typography variant="subtitle2">{t(`flowNodes.media.${kind}`)}</Typography>
      <MediaFilePicker
        kind={kind}
        fileName={file?.name ?? (stored || null)}
        onPick={(picked) => {
          setFile(picked);
          validation.clear('url');
          uploads.setError(null);
        }}
        error={pickError ?? validation.errorOf('url')}
        onError={setPickError}
        disabled={uploads.uploading}
        testId={`${kind}-node`}
      />
      {file ? <MediaPreview kind={kind} file={file} /> : null}
      {kind === 'audio' ? (
        <FormControlLabel
          label={t('flowNodes.fields.sendAsRecorded')}
          control={<Checkbox checked={record} onChange={(event) => setRecord(event.target.checked)} />}
        />
      ) : null}
      <UploadProgress
        percent={uploads.percent}
        label={t('flowNodes.media.progress', { percent: uploads.percent ?? 0 })}
        error={uploads.error}
      />
    </NodeDialogFrame>
  );
}
