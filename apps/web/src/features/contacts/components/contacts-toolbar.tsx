import type { TagAnswer } from '@chatdesk/contracts';
import Add from '@mui/icons-material/Add';
import FileDownload from '@mui/icons-material/FileDownload';
import Forum from '@mui/icons-material/Forum';
import ImportExport from '@mui/icons-material/ImportExport';
import PhoneAndroid from '@mui/icons-material/PhoneAndroid';
import UploadFile from '@mui/icons-material/UploadFile';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field';
import type { PhoneImportSource } from '../api/import-from-phone';

interface ContactsToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  tags: readonly TagAnswer[];
  selectedTags: readonly TagAnswer[];
  onTagsChange: (tags: TagAnswer[]) => void;
  onImportFile: () => void;
  onImportPhone: (source: PhoneImportSource) => void;
  onExport: () => void;
  exporting: boolean;
  onAdd: () => void;
}

/** Spec 2 §2 Contacts page: search, tag filter, the import/export menu and add. */
export function ContactsToolbar(props: ContactsToolbarProps) {
  const { t } = useTranslation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: () => void) => () => {
    setMenuAnchor(null);
    action();
  };
  const menuEntries = [
    { key: 'file', Icon: UploadFile, label: t('contacts.menu.importFile'), action: props.onImportFile },
    {
      key: 'phone',
      Icon: PhoneAndroid,
      label: t('contacts.phoneImport.menu.phone'),
      action: () => props.onImportPhone('phone'),
    },
    {
      key: 'chats',
      Icon: Forum,
      label: t('contacts.phoneImport.menu.chats'),
      action: () => props.onImportPhone('chats'),
    },
    { key: 'export', Icon: FileDownload, label: t('contacts.menu.export'), action: props.onExport },
  ];
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <SearchField
        label={t('contacts.search')}
        placeholder={t('contacts.searchPlaceholder')}
        value={props.search}
        onChange={props.onSearchChange}
      />
      <Autocomplete
        multiple
        size="small"
        options={props.tags}
        value={[...props.selectedTags]}
        onChange={(_, value) => props.onTagsChange(value)}
        getOptionLabel={(tag) => tag.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        sx={{ minWidth: 220 }}
        renderInput={(params) => <TextField {...params} label={t('contacts.tagFilter')} />}
      />
      <Button
        variant="outlined"
        startIcon={<ImportExport />}
        loading={props.exporting}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        {t('contacts.menu.label')}
      </Button>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {menuEntries.map(({ key, Icon, label, action }) => (
          <MenuItem key={key} onClick={choose(action)}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {label}
          </MenuItem>
        ))}
      </Menu>
      <Button variant="contained" startIcon={<Add />} onClick={props.onAdd}>
        {t('contacts.add')}
      </Button>
    </Stack>
  );
}
