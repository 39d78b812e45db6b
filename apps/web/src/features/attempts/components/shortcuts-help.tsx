import { ActionIcon, Kbd, Popover, Table, Text, Tooltip } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';

const SHORTCUTS: [keys: string[], action: string][] = [
  [['A', 'B', 'C', 'D'], 'Choose an option (or 1 to 4)'],
  [['Shift', 'A'], 'Strike out an option (Shift with its letter)'],
  [['Enter'], 'Submit the answer'],
  [['←'], 'Previous question'],
  [['→'], 'Next question'],
];

/** The keyboard shortcuts of the exam page, in a popover. */
export function ShortcutsHelp() {
  return (
    <Popover width={320} position="bottom-end" withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <Tooltip label="Keyboard shortcuts">
          <ActionIcon variant="default" size="lg" aria-label="Keyboard shortcuts">
            <IconKeyboard size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={700} mb="xs">
          Keyboard shortcuts
        </Text>
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {SHORTCUTS.map(([keys, action]) => (
              <Table.Tr key={action}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {keys.map((key) => (
                    <Kbd key={key} mr={4}>
                      {key}
                    </Kbd>
                  ))}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{action}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed" mt="xs">
          Shortcuts work when the cursor is not in a text field. Right-click an option to strike it
          out.
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
