import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CameraModalProps {
  open: boolean;
  onClose: () => void;
  /** The photo taken, as a JPEG file for the file preview. */
  onCapture: (file: File) => void;
}

/** Takes a photo with getUserMedia; a browser without a camera (or a refusal) gets a notice. */
export function CameraModal({ open, onClose, onCapture }: CameraModalProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    setUnavailable(false);
    const media = navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setUnavailable(true);
      return;
    }
    media.getUserMedia({ video: true }).then(
      (granted) => {
        stream = granted;
        if (stopped) {
          for (const track of granted.getTracks()) track.stop();
          return;
        }
        if (video.current) {
          video.current.srcObject = granted;
          void video.current.play().catch(() => undefined);
        }
      },
      () => setUnavailable(true),
    );
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [open]);

  const capture = () => {
    const element = video.current;
    if (!element || element.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext('2d')?.drawImage(element, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (!blob) return;
        onCapture(new File([blob], `camera-${Date.now()}.jpg`, { type: 'image/jpeg' }));
        onClose();
      },
      'image/jpeg',
      0.92,
    );
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('conversation.camera.title')}</DialogTitle>
      <DialogContent>
        {unavailable ? (
          <Alert severity="warning">{t('conversation.camera.unavailable')}</Alert>
        ) : (
          <Box
            component="video"
            ref={video}
            autoPlay
            playsInline
            muted
            sx={{ width: '100%', borderRadius: 1, bgcolor: 'black' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('conversation.camera.cancel')}</Button>
        <Button variant="contained" onClick={capture} disabled={unavailable}>
          {t('conversation.camera.capture')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
