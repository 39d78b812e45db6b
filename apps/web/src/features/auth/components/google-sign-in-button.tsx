import { Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@prepward/shared/messages';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { failureMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { usePublicConfig } from '../../../api/public-config';
import { useSignInWithGoogle } from '../api/sign-in-with-google';
import { AuthDivider } from './auth-divider';
import { useEnterStudentArea } from '../hooks/use-enter-student-area';
import { loadGoogleIdentity, type GoogleCredentialResponse } from '../lib/google-identity';

export type GoogleButtonMode = 'signin' | 'signup';

const LABELS: Record<GoogleButtonMode, string> = {
  signin: 'Sign in with Google',
  signup: 'Sign up with Google',
};

export const GOOGLE_LOAD_FAILED =
  'Google sign-in could not be loaded. Check your connection and reload the page.';

// Google's button is at most 400 px wide and at least 200 px.
const GOOGLE_BUTTON_WIDTH = { min: 200, max: 400 };

/** Shown when Google's script cannot load, with the reason under it. */
function DisabledGoogleButton({
  mode,
  explanation,
}: {
  mode: GoogleButtonMode;
  explanation: string;
}) {
  const explanationId = useId();
  return (
    <Stack gap={6}>
      <Button
        variant="default"
        fullWidth
        disabled
        leftSection={<IconBrandGoogle size={18} aria-hidden="true" />}
        aria-describedby={explanationId}
      >
        {LABELS[mode]}
      </Button>
      <Text id={explanationId} size="sm" c="dimmed" ta="center">
        {explanation}
      </Text>
    </Stack>
  );
}

/** Renders Google's own button into a box once Google Identity Services has loaded. */
function GoogleIdentityButton({ clientId, mode }: { clientId: string; mode: GoogleButtonMode }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const googleSignIn = useSignInWithGoogle();
  const enterStudentArea = useEnterStudentArea();

  const handleCredential = useEffectEvent(({ credential }: GoogleCredentialResponse) => {
    if (!credential || googleSignIn.isPending) return;
    googleSignIn.mutate(credential, {
      onSuccess: enterStudentArea,
      onError: (err) => notifyError(failureMessage(err, MESSAGES.loginFailed)),
    });
  });

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity().then(
      (identity) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        identity.initialize({
          client_id: clientId,
          callback: (response) => handleCredential(response),
          ux_mode: 'popup',
          context: mode,
        });
        container.replaceChildren();
        identity.renderButton(container, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'rectangular',
          logo_alignment: 'left',
          text: mode === 'signup' ? 'signup_with' : 'signin_with',
          width: Math.round(
            Math.min(
              GOOGLE_BUTTON_WIDTH.max,
              Math.max(GOOGLE_BUTTON_WIDTH.min, container.offsetWidth),
            ),
          ),
        });
      },
      () => {
        if (!cancelled) setLoadFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, mode]);

  if (loadFailed) return <DisabledGoogleButton mode={mode} explanation={GOOGLE_LOAD_FAILED} />;
  return (
    <Stack gap={6}>
      <Box
        ref={containerRef}
        mih={44}
        w="100%"
        style={{ display: 'flex', justifyContent: 'center' }}
        data-testid="google-button"
      />
      {googleSignIn.isPending ? (
        <Group gap="xs" justify="center" role="status">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm">Signing in with Google…</Text>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * 'or', then 'Sign in with Google' / 'Sign up with Google', only where the server has Google
 * sign-in configured: a visitor can do nothing with a button that cannot work.
 */
export function GoogleSignInButton({ mode }: { mode: GoogleButtonMode }) {
  const clientId = usePublicConfig().data?.googleClientId;
  if (!clientId) return null;
  return (
    <>
      <AuthDivider />
      <GoogleIdentityButton clientId={clientId} mode={mode} />
    </>
  );
}
