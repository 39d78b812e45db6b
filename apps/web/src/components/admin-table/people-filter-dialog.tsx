import '@mantine/dates/styles.css';

import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { PROFESSION_FILTERS } from '@prepward/shared/constants';
import { useState } from 'react';

export type PeopleFilter = {
  /** '' means All. */
  profession: string;
  /** 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
};

type PeopleFilterDialogProps = {
  opened: boolean;
  onClose: () => void;
  value: PeopleFilter;
  onApply: (filter: PeopleFilter) => void;
  /** 'Date joined' for users, 'Date' for sales. */
  dateLabel?: string;
};

/** The filter dialog of the sales and users lists: profession and a date range. */
export function PeopleFilterDialog({
  opened,
  onClose,
  value,
  onApply,
  dateLabel = 'Date',
}: PeopleFilterDialogProps) {
  const [draft, setDraft] = useState(value);
  // Each opening starts from the filter in effect. (Set while rendering, not when the open
  // transition ends: a quick choice made before then would be thrown away.)
  const [shownOpen, setShownOpen] = useState(opened);
  if (opened !== shownOpen) {
    setShownOpen(opened);
    if (opened) setDraft(value);
  }
  const apply = () => {
    onApply(draft);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Filter">
      <Stack>
        <Select
          label="Profession"
          data={[...PROFESSION_FILTERS]}
          value={draft.profession || 'All'}
          allowDeselect={false}
          onChange={(profession) =>
            setDraft({ ...draft, profession: profession === 'All' ? '' : (profession ?? '') })
          }
        />
        <DatePickerInput
          label={`${dateLabel} from`}
          placeholder="Any day"
          clearable
          value={draft.from || null}
          maxDate={draft.to || undefined}
          onChange={(day) => setDraft({ ...draft, from: day ?? '' })}
        />
        <DatePickerInput
          label={`${dateLabel} to`}
          placeholder="Any day"
          clearable
          value={draft.to || null}
          minDate={draft.from || undefined}
          onChange={(day) => setDraft({ ...draft, to: day ?? '' })}
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => setDraft({ profession: '', from: '', to: '' })}>
            Clear
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={apply}>Apply</Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
