import Translate from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languages } from '../i18n';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t('language.label');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={(event) => setAnchor(event.currentTarget)}>
          <Translate />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.code}
            lang={language.code}
            selected={i18n.language === language.code}
            onClick={() => {
              setAnchor(null);
              void changeLanguage(language.code);
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
