import { Button, Popover } from '@mantine/core';
import { IconTextSize } from '@tabler/icons-react';
import { useState } from 'react';
import { useOpenedOnce } from '../../../hooks/use-opened-once';
import { DisplaySettings } from '../../../components/display/display-settings';

/** The exam toolbar's Display button: text size and theme, changed without leaving the question. */
export function DisplayTool() {
  const [opened, setOpened] = useState(false);
  // The settings are mounted when first opened (see useOpenedOnce).
  const panel = useOpenedOnce(opened);
  return (
    <Popover
      opened={panel.opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      withArrow
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Button
          variant="default"
          mih={44}
          leftSection={<IconTextSize size={18} aria-hidden="true" />}
          // A controlled popover leaves the toggling to its button.
          onClick={() => setOpened((open) => !open)}
        >
          Display
        </Button>
      </Popover.Target>
      {panel.mounted ? (
        <Popover.Dropdown w="22rem" maw="calc(100vw - 2rem)">
          <DisplaySettings />
        </Popover.Dropdown>
      ) : null}
    </Popover>
  );
}
