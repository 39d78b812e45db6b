// Select all that apply (or 'Select 3.' when the author states the count): a checkbox list.
import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { HtmlContent } from '../html-content';
import questionClasses from '../question.module.css';
import { OptionMark } from './outcome';
import {
  chooseOf,
  optionsOfPart,
  outcomeOf,
  partFull,
  toggleChoice,
  type ItemViewProps,
} from './parts';

export function ExtendedResponseItem({
  question,
  chosen,
  onChange,
  locked,
  result,
}: ItemViewProps) {
  const choose = chooseOf(question.item, 0);
  const full = partFull(question, chosen, 0);
  const options = optionsOfPart(question, 0);
  return (
    <Checkbox.Group
      value={[...chosen]}
      onChange={() => undefined}
      label={`Options of question ${question.number}`}
      labelProps={{ className: questionClasses.visuallyHidden }}
      description={choose === null ? 'Select all that apply.' : `Select ${choose}.`}
    >
      <Stack gap="sm" mt="xs">
        {options.map((option) => {
          const isChosen = chosen.includes(option.id);
          return (
            <Group
              key={option.id}
              wrap="nowrap"
              className={questionClasses.option}
              data-selected={isChosen || undefined}
              data-outcome={result ? outcomeOf(result, option.id, isChosen) : undefined}
            >
              <Checkbox
                value={option.id}
                flex={1}
                // Once the stated number is chosen, the others wait until one is unchecked.
                disabled={locked || (full && !isChosen)}
                onChange={(event) =>
                  onChange(toggleChoice(question, chosen, option.id, event.currentTarget.checked))
                }
                classNames={{ label: questionClasses.optionLabel }}
                label={
                  <Group gap={6} wrap="nowrap" align="baseline" component="span">
                    <Text component="span" fw={700}>
                      {option.label}.
                    </Text>
                    <HtmlContent html={option.value} inline />
                  </Group>
                }
                description={
                  result ? (
                    <OptionMark result={result} optionId={option.id} chosen={isChosen} />
                  ) : undefined
                }
              />
            </Group>
          );
        })}
      </Stack>
    </Checkbox.Group>
  );
}
