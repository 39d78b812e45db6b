import { Group, Stack } from '@mantine/core';
import { LinkButton } from '../../components/link-button';
import { useSignedInAs } from '../../lib/session';
import { HOME_BY_ACCOUNT_TYPE } from '../home-by-account-type';

/** Sign in and Get started, or the signed-in person's dashboard. */
export function PublicAccountActions({
  onNavigate,
  stacked,
}: {
  onNavigate?: () => void;
  stacked?: boolean;
}) {
  const signedInAs = useSignedInAs();
  const Wrapper = stacked ? Stack : Group;
  if (signedInAs) {
    return (
      <Wrapper gap="sm">
        <LinkButton
          href={HOME_BY_ACCOUNT_TYPE[signedInAs]}
          onClick={onNavigate}
          fullWidth={stacked}
        >
          {signedInAs === 'admin' ? 'Admin dashboard' : 'My dashboard'}
        </LinkButton>
      </Wrapper>
    );
  }
  return (
    <Wrapper gap="sm">
      <LinkButton href="/signin" variant="default" onClick={onNavigate} fullWidth={stacked}>
        Sign in
      </LinkButton>
      <LinkButton href="/signup" onClick={onNavigate} fullWidth={stacked}>
        Get started
      </LinkButton>
    </Wrapper>
  );
}
