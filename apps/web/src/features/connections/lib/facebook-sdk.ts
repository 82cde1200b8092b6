/**
 * Facebook's JavaScript SDK, loaded on demand for the "Conectar com Facebook" login (spec 2 §7:
 * Graph API 13.0, page-messaging and Instagram scopes; a login whose status is 'unknown' — the
 * dialog closed, or refused — is ignored).
 */

export const facebookSdkVersion = 'v13.0';
export const facebookLoginScopes = [
  'public_profile',
  'pages_show_list',
  'pages_manage_metadata',
  'pages_messaging',
  'business_management',
  'instagram_basic',
  'instagram_manage_messages',
].join(',');

interface FacebookLoginResponse {
  status: 'connected' | 'not_authorized' | 'unknown' | string;
  authResponse?: { accessToken?: string; userID?: string } | null;
}

/** The part of the SDK (`window.FB`) the login uses. */
export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options: { scope: string; return_scopes?: boolean }): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

const sdkTimeoutMs = 20_000;
let loading: Promise<FacebookSdk> | null = null;
/** The SDK object already initialised, and with which app id (FB.init runs once per app id). */
let initialised: { sdk: FacebookSdk; appId: string } | null = null;

/** The SDK, from `window.FB` or the script at `url`, initialised with the Meta app id. */
export function loadFacebookSdk(url: string, appId: string): Promise<FacebookSdk> {
  const init = (sdk: FacebookSdk) => {
    if (initialised?.sdk !== sdk || initialised.appId !== appId) {
      sdk.init({ appId, version: facebookSdkVersion, cookie: false, xfbml: false });
      initialised = { sdk, appId };
    }
    return sdk;
  };
  if (window.FB) return Promise.resolve(init(window.FB));
  loading ??= new Promise<FacebookSdk>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('facebook sdk timeout')), sdkTimeoutMs);
    window.fbAsyncInit = () => {
      clearTimeout(timer);
      if (window.FB) resolve(window.FB);
      else reject(new Error('facebook sdk missing'));
    };
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('facebook sdk failed to load'));
    };
    document.body.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading.then(init);
}

/** Opens Meta's login dialog; the user id and token of a granted login, null for any other outcome. */
export function facebookLogin(sdk: FacebookSdk): Promise<{ userId: string; accessToken: string } | null> {
  return new Promise((resolve) => {
    sdk.login(
      (response) => {
        const { accessToken, userID } = response.authResponse ?? {};
        resolve(response.status === 'connected' && accessToken && userID ? { userId: userID, accessToken } : null);
      },
      { scope: facebookLoginScopes, return_scopes: true },
    );
  });
}
