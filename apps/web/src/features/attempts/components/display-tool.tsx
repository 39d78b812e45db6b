import { Button, Popover } from '@mantine/core';
import { IconTextSize } from '@tabler/icons-react';
import { DisplaySettings } from '../../../components/display/display-settings';

/** The exam toolbar's Display button: text size and theme, changed without leaving the question. */
export function DisplayTool() {
  return (
    <Popover position="bottom-start" shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <Button
          variant="default"
          mih={44}
          leftSection={<IconTextSize size={18} aria-hidden="true" />}
        >
          Display
        </Button>
      </Popover.Target>
      <Popover.Dropdown w="22rem" maw="calc(100vw - 2rem)">
        <DisplaySettings />
      </Popover.Dropdown>
    </Popover>
  );
}
