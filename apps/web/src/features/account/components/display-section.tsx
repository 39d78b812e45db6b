import { DisplaySettings } from '../../../components/display/display-settings';
import { AccountCard } from './account-card';

/** 'Display': text size and theme, kept with the account for every device. */
export function DisplaySection() {
  return (
    <AccountCard
      title="Display"
      description="Text size and theme of your pages and exams, on every device you sign in on."
    >
      <DisplaySettings />
    </AccountCard>
  );
}
