import clsx from 'clsx';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import classes from './link-button.module.css';

type Look = {
  variant?: 'filled' | 'default' | 'white';
  size?: 'sm' | 'md';
  fullWidth?: boolean;
};

function lookProps({ variant = 'filled', size = 'sm', fullWidth = false }: Look) {
  return {
    'data-variant': variant,
    'data-size': size,
    'data-full-width': fullWidth || undefined,
  };
}

type LinkButtonProps = AnchorHTMLAttributes<HTMLAnchorElement> &
  Look & { href: string; children: ReactNode };

/**
 * A link that looks like Mantine's Button (same sizes, colours and radius). The prerendered
 * public pages use it for their calls to action: they are links, and Mantine's Button brings
 * its loading overlay and transitions (about 6 KB) to pages that must stay small.
 */
export function LinkButton({
  variant,
  size,
  fullWidth,
  className,
  children,
  ...anchor
}: LinkButtonProps) {
  return (
    <a
      {...anchor}
      className={clsx(classes.root, className)}
      {...lookProps({ variant, size, fullWidth })}
    >
      {children}
    </a>
  );
}

type PlainButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Look & { children: ReactNode };

/** A button with the same look, for the public pages' few actions that are not links. */
export function PlainButton({
  variant,
  size,
  fullWidth,
  className,
  children,
  type = 'button',
  ...button
}: PlainButtonProps) {
  return (
    <button
      {...button}
      type={type}
      className={clsx(classes.root, className)}
      {...lookProps({ variant, size, fullWidth })}
    >
      {children}
    </button>
  );
}
