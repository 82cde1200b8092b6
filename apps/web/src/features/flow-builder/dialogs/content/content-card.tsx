import { flowLimits } from '@chatdesk/contracts';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form-text-field';
import { MediaFilePicker } from '../fields/media-file-picker';
import { type ContentCard, isMediaCard } from './content-cards';

interface ContentCardViewProps {
  card: ContentCard;
  index: number;
  count: number;
  /** The translated problem of this card on save. */
  error: string | undefined;
  onChange: (card: ContentCard) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
  /** A text card's field took the focus: the variables list inserts there. */
  onTextFocus: (element: HTMLTextAreaElement) => void;
}

/** One card of the content dialog: its kind, its value, and the buttons that move or remove it. */
export function ContentCardView({
  card,
  index,
  count,
  error,
  onChange,
  onMove,
  onRemove,
  onTextFocus,
}: ContentCardViewProps) {
  const { t } = useTranslation();
  const [pickError, setPickError] = useState<string | undefined>();
  const label = t(`flowNodes.content.cards.${card.type}`);
  const position = `${label} ${index + 1}`;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, borderColor: error ? 'error.main' : undefined }}
      data-testid={`content-card-${card.id}`}
      aria-label={position}
      role="group"
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {label}
        </Typography>
        <IconButton
          size="small"
          aria-label={`${t('flowNodes.actions.moveUp')}: ${position}`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUpward fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={`${t('flowNodes.actions.moveDown')}: ${position}`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDownward fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`${t('flowNodes.actions.remove')}: ${position}`} onClick={onRemove}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Stack>
      {card.type === 'message' ? (
        <FormTextField
          label={label}
          value={card.text}
          onValueChange={(text) => onChange({ ...card, text })}
          onFocus={(event) => onTextFocus(event.target as HTMLTextAreaElement)}
          onSelect={(event) => onTextFocus(event.target as HTMLTextAreaElement)}
          error={error}
          multiline
          rows={7}
          fullWidth
          slotProps={{ htmlInput: { maxLength: flowLimits.textMaxLength } }}
        />
      ) : null}
      {card.type === 'interval' ? (
        <FormTextField
          label={t('flowNodes.fields.seconds')}
          type="number"
          value={card.text}
          onValueChange={(text) => onChange({ ...card, text })}
          error={error}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { min: 1, max: flowLimits.intervalMaxSeconds, step: 1 } }}
        />
      ) : null}
      {isMediaCard(card.type) ? (
        <MediaFilePicker
          kind={card.type}
          inContent
          fileName={card.file?.name ?? (card.stored ? card.stored.original || card.stored.value : null)}
          onPick={(file) => onChange({ ...card, file })}
          error={pickError ?? error}
          onError={setPickError}
          testId={`content-card-${card.id}`}
        />
      ) : null}
      {card.type === 'audio' ? (
        <FormControlLabel
          label={t('flowNodes.fields.sendAsRecorded')}
          control={
            <Checkbox checked={card.record} onChange={(event) => onChange({ ...card, record: event.target.checked })} />
          }
        />
      ) : null}
    </Paper>
  );
}
