import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** A dialog's title over a spinner, while what it is about to edit still loads. */
export function DialogLoading({ title, titleId }: { title: string; titleId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </DialogContent>
    </>
  );
}
