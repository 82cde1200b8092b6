import type { FacebookPageAnswer } from '@chatdesk/contracts';
import Facebook from '@mui/icons-material/Facebook';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChannelIcon } from '../../../components/channel-icon';
import { useConnectFacebook, useFacebookPages } from '../api/connect-facebook';
import { facebookLogin, loadFacebookSdk } from '../lib/facebook-sdk';
import { FacebookConnectActions } from './facebook-connect-actions';

interface FacebookLoginPickerProps {
  appId: string;
  sdkUrl: string;
  /** Opened from the Instagram entry: the Instagram accounts start picked, else the pages. */
  instagram: boolean;
  onClose: () => void;
}

interface Login {
  userId: string;
  accessToken: string;
  pages: FacebookPageAnswer[];
}

/** The ids picked at first: every page, or (from the Instagram entry) every Instagram account. */
const firstPick = (pages: readonly FacebookPageAnswer[], instagram: boolean) =>
  new Set(pages.flatMap((page) => (instagram ? (page.instagram ? [page.instagram.id] : []) : [page.id])));

/**
 * Spec 2 §7: Meta's login dialog (the Facebook JavaScript SDK), then the pages the user manages and
 * their Instagram accounts to pick; POST /facebook connects the picked ones.
 */
export function FacebookLoginPicker({ appId, sdkUrl, instagram, onClose }: FacebookLoginPickerProps) {
  const { t } = useTranslation();
  const pagesOf = useFacebookPages();
  const connect = useConnectFacebook();
  const [login, setLogin] = useState<Login | null>(null);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [opening, setOpening] = useState(false);
  const [sdkFailed, setSdkFailed] = useState(false);
  // Loaded as the dialog opens, so the click reaches FB.login while the browser still counts it as
  // the user's gesture (the login is a popup); a failure is said when the button is pressed.
  useEffect(() => {
    loadFacebookSdk(sdkUrl, appId).catch(() => undefined);
  }, [sdkUrl, appId]);

  const logIn = async () => {
    setOpening(true);
    setSdkFailed(false);
    try {
      const sdk = await loadFacebookSdk(sdkUrl, appId).catch(() => null);
      if (!sdk) {
        setSdkFailed(true);
        return;
      }
      const granted = await facebookLogin(sdk);
      // A login that was closed or refused ('unknown', 'not_authorized') is ignored.
      if (!granted) return;
      const pages = await pagesOf.mutateAsync(granted.accessToken);
      setLogin({ ...granted, pages });
      setPicked(firstPick(pages, instagram));
    } catch {
      // The API's refusal (ERR_META_GRAPH...) has its toast from the generic handler.
    } finally {
      setOpening(false);
    }
  };

  const toggle = (id: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const submit = () => {
    if (!login || picked.size === 0) return;
    const instagramIds = new Set(login.pages.flatMap((page) => (page.instagram ? [page.instagram.id] : [])));
    connect.mutate(
      {
        facebookUserId: login.userId,
        facebookUserToken: login.accessToken,
        addInstagram: [...picked].some((id) => instagramIds.has(id)),
        accountIds: [...picked],
      },
      { onSuccess: onClose },
    );
  };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          {sdkFailed ? <Alert severity="error">{t('connections.facebookLogin.sdkFailed')}</Alert> : null}
          {login ? (
            <AccountChoices pages={login.pages} picked={picked} onToggle={toggle} />
          ) : (
            <>
              <Typography variant="body2">{t('connections.facebookLogin.help')}</Typography>
              <Button
                variant="contained"
                startIcon={<Facebook />}
                onClick={logIn}
                loading={opening}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('connections.facebookLogin.login')}
              </Button>
            </>
          )}
        </Stack>
      </DialogContent>
      <FacebookConnectActions
        pending={connect.isPending}
        onClose={onClose}
        connect={login ? { onClick: submit, disabled: picked.size === 0 } : null}
      />
    </>
  );
}

function AccountChoices({
  pages,
  picked,
  onToggle,
}: {
  pages: readonly FacebookPageAnswer[];
  picked: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation();
  if (pages.length === 0) return <Alert severity="info">{t('connections.facebookLogin.none')}</Alert>;
  const choice = (id: string, channel: 'facebook' | 'instagram', label: string) => (
    <FormControlLabel
      key={id}
      control={<Checkbox checked={picked.has(id)} onChange={() => onToggle(id)} />}
      label={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ChannelIcon channel={channel} fontSize="small" />
          <span>{label}</span>
        </Stack>
      }
      sx={channel === 'instagram' ? { pl: { xs: 2, sm: 4 } } : undefined}
    />
  );
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('connections.facebookLogin.choose')}</Typography>
      <FormGroup>
        {pages.flatMap((page) => [
          choice(page.id, 'facebook', t('connections.facebookLogin.page', { name: page.name })),
          ...(page.instagram ? [choice(page.instagram.id, 'instagram', `@${page.instagram.username}`)] : []),
        ])}
      </FormGroup>
    </Stack>
  );
}
