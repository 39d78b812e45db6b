import { UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { LOGO_HOME_LABEL, LOGO_LINK_STYLE, LogoContent } from './logo-content';

type LogoProps = {
  /** Where the logo links to. */
  to: string;
  /** Accessible name of the link; the visible word is the product name. */
  label?: string;
  onClick?: () => void;
};

/** The product logo as a router link (home for visitors, All Exams for students). */
export function Logo({ to, label, onClick }: LogoProps) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      onClick={onClick}
      aria-label={label ?? LOGO_HOME_LABEL}
      style={LOGO_LINK_STYLE}
    >
      <LogoContent />
    </UnstyledButton>
  );
}
