import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

interface SearchFieldProps {
  /** The field's accessible name; also the placeholder unless one is given. */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}

/** The search box above a list: a magnifier, at most 100 characters. */
export function SearchField({ label, placeholder = label, value, onChange, sx }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
      slotProps={{
        htmlInput: { maxLength: 100, 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
