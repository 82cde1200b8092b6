import Chip from '@mui/material/Chip';

const isHexColor = (value: string) => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);

/** A tag's name on its colour, with text in whichever of black or white reads on it. */
export function TagChip({ name, color }: { name: string; color: string }) {
  return (
    <Chip
      size="small"
      label={name}
      sx={(theme) =>
        isHexColor(color)
          ? { bgcolor: color, color: theme.palette.getContrastText(color), maxWidth: 1 }
          : { maxWidth: 1, border: 1, borderColor: 'divider' }
      }
    />
  );
}
