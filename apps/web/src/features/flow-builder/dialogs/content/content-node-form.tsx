import { type FlowUploadAnswer, flowLimits, flowNodeData } from '@chatdesk/contracts';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { UploadProgress } from '../fields/upload-progress';
import type { NodeValidationKey } from '../lib/node-validation';
import { CompressionError, prepareMedia } from '../lib/prepare-media';
import { useFlowUploads } from '../lib/use-flow-uploads';
import { NodeDialogFrame } from '../node-dialog-frame';
import type { NodeFormProps } from '../node-form.types';
import { ContentCardView } from './content-card';
import {
  type ContentCard,
  type ContentCardType,
  cardProblems,
  cardsOf,
  contentCardTypes,
  contentDataOf,
  isMediaCard,
  moveCard,
  newCard,
} from './content-cards';
import { insertAtCursor } from './insert-at-cursor';
import { VariablesList } from './variables-list';

type Uploaded = FlowUploadAnswer & { original: string };

/**
 * Spec 3 §2 content dialog: ordered cards of text, interval, image, audio and video, a side list of
 * the flow's variables, and on save the media cards' files sent with the progress view 'Subindo os
 * arquivos e criando o conteúdo...' before the node's `seq` and `elements` are built.
 */
export function ContentNodeForm({ mode, data, variables, onSubmit, onClose }: NodeFormProps<'singleBlock'>) {
  const { t } = useTranslation();
  const [cards, setCards] = useState<ContentCard[]>(() => cardsOf(data));
  const [problems, setProblems] = useState<Record<string, NodeValidationKey>>({});
  const [summary, setSummary] = useState<NodeValidationKey | null>(null);
  const focused = useRef<{ id: string; element: HTMLTextAreaElement } | null>(null);
  const uploads = useFlowUploads();

  const update = (next: ContentCard[]) => {
    setCards(next);
    setProblems({});
    setSummary(null);
  };
  const change = (card: ContentCard) => update(cards.map((current) => (current.id === card.id ? card : current)));
  const add = (type: ContentCardType) => update([...cards, newCard(type, cards)]);

  const insertVariable = (token: string) => {
    const target = focused.current && cards.find((card) => card.id === focused.current?.id);
    if (!target || !focused.current) {
      update([...cards, { ...newCard('message', cards), text: token }]);
      return;
    }
    const { element } = focused.current;
    const next = insertAtCursor(target.text, token, element.selectionStart, element.selectionEnd);
    change({ ...target, text: next.text });
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = async () => {
    const found = cardProblems(cards);
    const first = Object.values(found)[0] ?? (cards.length === 0 ? 'emptyMessage' : null);
    setProblems(found);
    setSummary(first);
    if (first) return;
    const toSend = cards.filter((card) => isMediaCard(card.type) && card.file);
    const uploaded = new Map<string, Uploaded>();
    if (toSend.length > 0) {
      let requests: Awaited<ReturnType<typeof prepareMedia>>[];
      try {
        requests = await Promise.all(
          toSend.map((card) =>
            prepareMedia(card.type as 'img' | 'audio' | 'video', card.file as File, '/flowbuilder/content'),
          ),
        );
      } catch (error) {
        if (!(error instanceof CompressionError)) throw error;
        uploads.setError(t('flowNodes.upload.compressionFailed'));
        return;
      }
      const answers = await uploads.upload(requests);
      if (!answers) return;
      toSend.forEach((card, at) => {
        const answer = answers[at];
        if (answer) uploaded.set(card.id, { ...answer, original: card.file?.name ?? answer.name });
      });
    }
    const parsed = flowNodeData.singleBlock.safeParse(contentDataOf(cards, uploaded));
    if (!parsed.success) {
      setSummary('invalid');
      return;
    }
    toast.success(t('flowNodes.toasts.contentAdded'));
    onSubmit(parsed.data);
  };

  return (
    <NodeDialogFrame
      type="singleBlock"
      mode={mode}
      onSubmit={() => void submit()}
      onCancel={onClose}
      pending={uploads.uploading}
    >
      {uploads.uploading ? (
        <UploadProgress percent={uploads.percent} label={t('flowNodes.content.uploading')} error={null} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 220px' } }}>
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            {summary ? <Alert severity="error">{t(`flowNodes.validation.${summary}`)}</Alert> : null}
            <UploadProgress percent={null} label="" error={uploads.error} />
            {cards.length === 0 ? (
              <Typography variant="body2" color="textSecondary">
                {t('flowNodes.content.empty')}
              </Typography>
            ) : null}
            {cards.map((card, index) => (
              <ContentCardView
                key={card.id}
                card={card}
                index={index}
                count={cards.length}
                error={
                  problems[card.id] ? t(`flowNodes.validation.${problems[card.id] as NodeValidationKey}`) : undefined
                }
                onChange={change}
                onMove={(delta) => update(moveCard(cards, index, delta))}
                onRemove={() => update(cards.filter((current) => current.id !== card.id))}
                onTextFocus={(element) => {
                  focused.current = { id: card.id, element };
                }}
              />
            ))}
            <Stack
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 1 }}
              role="group"
              aria-label={t('flowNodes.content.addCard')}
            >
              {contentCardTypes.map((type) => (
                <Button
                  key={type}
                  size="small"
                  variant="outlined"
                  startIcon={<Add />}
                  onClick={() => add(type)}
                  disabled={cards.length >= flowLimits.maxContentCards}
                >
                  {t(`flowNodes.content.cards.${type}`)}
                </Button>
              ))}
            </Stack>
          </Stack>
          <VariablesList variables={variables} onInsert={insertVariable} />
        </Box>
      )}
    </NodeDialogFrame>
  );
}
