import { Divider, Stack, UnstyledButton } from '@mantine/core';
import { APP_NAME } from '@prepward/shared/constants';
import { IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { PublicAccountActions } from './public-account-actions';
import type { PublicLink } from './public-links';
import classes from './public-nav-drawer.module.css';

type PublicNavDrawerProps = {
  opened: boolean;
  onClose: () => void;
  links: PublicLink[];
};

/**
 * The phone navigation of the public pages: 80% of the screen wide, from the left. A native
 * modal <dialog>: the browser keeps focus inside it, makes the page behind inert, closes it on
 * Escape and hands focus back to the menu button, with no script of ours for any of that
 * (Mantine's Drawer would add about 20 KB to pages that must stay small).
 */
export function PublicNavDrawer({ opened, onClose, links }: PublicNavDrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (opened && !dialog.open) dialog.showModal();
    if (!opened && dialog.open) dialog.close();
  }, [opened]);

  // The dialog's own box is filled by its content, so a click on the dialog itself is a
  // click on the dimmed backdrop around the panel.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // Escape closes the dialog itself; onClose keeps the menu button's state in step.
    <dialog
      ref={dialogRef}
      className={classes.drawer}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      <div className={classes.panel}>
        <div className={classes.header}>
          <span id={titleId} className={classes.title}>
            {APP_NAME}
          </span>
          <UnstyledButton className={classes.close} aria-label="Close navigation" onClick={onClose}>
            <IconX size={20} aria-hidden="true" />
          </UnstyledButton>
        </div>
        <Stack component="nav" aria-label="Mobile" gap="xs">
          {links.map((link) => (
            <a
              key={link.href}
              href={link.href}
              className={classes.link}
              aria-current={link.current ? 'page' : undefined}
              onClick={onClose}
            >
              {link.label}
            </a>
          ))}
          <Divider my="sm" />
          <PublicAccountActions stacked onNavigate={onClose} />
        </Stack>
      </div>
    </dialog>
  );
}
