// A bow-tie: two actions to take, the condition most likely, two parameters to monitor. The
// chosen options fill the tie's slots; the three lists to choose from are below it.
import { Checkbox, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { BOW_TIE_PARTS } from '@prepward/shared/item-types';
import { HtmlContent } from '../html-content';
import { OptionMark, PartPoints } from './outcome';
import {
  chooseOf,
  optionsOfPart,
  outcomeOf,
  partFull,
  toggleChoice,
  type ItemViewProps,
} from './parts';
import classes from './items.module.css';

const SLOT_NAMES = ['Action', 'Condition', 'Parameter'] as const;

export function BowTieItem(props: ItemViewProps) {
  const { question, chosen, result } = props;
  const slotsOf = (part: number) => {
    const picked = optionsOfPart(question, part).filter((option) => chosen.includes(option.id));
    const count = chooseOf(question.item, part) ?? BOW_TIE_PARTS[part]?.choose ?? 1;
    return Array.from({ length: count }, (_, index) => picked[index] ?? null);
  };
  return (
    <Stack gap="md">
      <div className={classes.bowTie} role="group" aria-label="Your bow-tie">
        {[0, 1, 2].map((part) => (
          <div key={part} className={classes.bowTieSide} data-part={part}>
            {slotsOf(part).map((option, index) => (
              <div
                key={index}
                className={classes.bowTieSlot}
                data-filled={option ? true : undefined}
                data-outcome={result && option ? outcomeOf(result, option.id, true) : undefined}
              >
                <Text size="xs" c="dimmed" component="span" display="block">
                  {SLOT_NAMES[part]}
                  {part === 1 ? '' : ` ${index + 1}`}
                </Text>
                {option ? (
                  <HtmlContent html={option.value} inline />
                ) : (
                  <Text component="span" size="sm" c="dimmed">
                    Empty
                  </Text>
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {BOW_TIE_PARTS.map((column, part) => (
          <Column key={part} {...props} part={part} label={column.label} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Column({
  question,
  chosen,
  onChange,
  locked,
  result,
  part,
  label,
}: ItemViewProps & { part: number; label: string }) {
  const choose = chooseOf(question.item, part) ?? 1;
  const full = partFull(question, chosen, part);
  const options = optionsOfPart(question, part);
  const legend = `${label} (choose ${choose})`;
  const description = (optionId: string) =>
    result ? (
      <OptionMark result={result} optionId={optionId} chosen={chosen.includes(optionId)} />
    ) : undefined;

  return (
    <fieldset className={classes.partFieldset}>
      <legend className={classes.partLegend}>{legend}</legend>
      {choose === 1 ? (
        <Radio.Group
          value={options.find((option) => chosen.includes(option.id))?.id ?? null}
          onChange={(value) => onChange(toggleChoice(question, chosen, value, true))}
          name={`question-${question.id}-part-${part}`}
          aria-label={label}
        >
          <Stack gap="xs">
            {options.map((option) => (
              <Radio
                key={option.id}
                value={option.id}
                disabled={locked}
                label={<HtmlContent html={option.value} inline />}
                description={description(option.id)}
                className={classes.columnOption}
                data-outcome={
                  result ? outcomeOf(result, option.id, chosen.includes(option.id)) : undefined
                }
              />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Stack gap="xs">
          {options.map((option) => {
            const isChosen = chosen.includes(option.id);
            return (
              <Checkbox
                key={option.id}
                checked={isChosen}
                // Two per column: the others wait until one is unchecked.
                disabled={locked || (full && !isChosen)}
                onChange={(event) =>
                  onChange(toggleChoice(question, chosen, option.id, event.currentTarget.checked))
                }
                label={<HtmlContent html={option.value} inline />}
                description={description(option.id)}
                className={classes.columnOption}
                data-outcome={result ? outcomeOf(result, option.id, isChosen) : undefined}
              />
            );
          })}
        </Stack>
      )}
      {result ? <PartPoints question={question} result={result} part={part} /> : null}
    </fieldset>
  );
}
