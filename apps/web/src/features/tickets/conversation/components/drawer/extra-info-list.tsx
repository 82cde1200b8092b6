import type { ContactExtraInfoAnswer } from '@chatdesk/contracts';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The contact's extra fields (name: value). */
export function ExtraInfoList({ items }: { items: readonly ContactExtraInfoAnswer[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="subtitle2">{t('conversation.drawer.extraInfo')}</Typography>
      <List dense disablePadding>
        {items.length === 0 && (
          <ListItem>
            <ListItemText secondary={t('conversation.drawer.noExtraInfo')} />
          </ListItem>
        )}
        {items.map((item) => (
          <ListItem key={item.id}>
            <ListItemText primary={item.name} secondary={item.value} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
