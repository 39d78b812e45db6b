// Google Identity Services (https://developers.google.com/identity/gsi/web), loaded only when
// a page shows the Google button and the server has a client id: one script element, once.
export const GOOGLE_IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

export type GoogleCredentialResponse = { credential?: string };

export type GoogleButtonOptions = {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment?: 'left' | 'center';
  /** Pixels, 200 to 400. */
  width?: number;
};

/** The part of `google.accounts.id` the app uses. */
export type GoogleIdentity = {
  initialize: (config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    context?: 'signin' | 'signup' | 'use';
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }) => void;
  renderButton: (parent: HTMLElement, options: GoogleButtonOptions) => void;
};

type WindowWithGoogle = Window & { google?: { accounts?: { id?: GoogleIdentity } } };

function currentIdentity(): GoogleIdentity | undefined {
  return (window as WindowWithGoogle).google?.accounts?.id;
}

let loading: Promise<GoogleIdentity> | null = null;

/** Resolves with `google.accounts.id`, adding the script on the first call. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = currentIdentity();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      script.remove();
      // Let a later page try again (the network may be back).
      loading = null;
      reject(new Error('Google Identity Services could not be loaded'));
    };
    script.src = GOOGLE_IDENTITY_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const identity = currentIdentity();
      if (identity) resolve(identity);
      else fail();
    };
    script.onerror = fail;
    document.head.appendChild(script);
  });
  return loading;
}
