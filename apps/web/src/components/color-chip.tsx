import Chip from '@mui/material/Chip';

const isHexColor = (value: string) => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);

/**
 * A name on its colour (a tag's, a queue's), with text in whichever of black or white reads on it;
 * a colour that is not hex gets an outlined chip instead.
 */
export function ColorChip({ name, color, maxWidth = 1 }: { name: string; color: string; maxWidth?: number }) {
  return (
    <Chip
      size="small"
      label={name}
      sx={(theme) =>
        isHexColor(color)
          ? { bgcolor: color, color: theme.palette.getContrastText(color), maxWidth }
          : { maxWidth, border: 1, borderColor: 'divider' }
      }
    />
  );
}
