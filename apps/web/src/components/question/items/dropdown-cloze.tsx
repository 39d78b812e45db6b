// A drop-down cloze: the text with a select in place of each blank.
import { Stack, Text } from '@mantine/core';
import { clozeBlanks } from '@prepward/shared/item-types';
import { ClozeText } from './cloze-text';
import { BlankResults } from './blank-results';
import { optionsOfPart, outcomeOf, setPartChoice, type ItemViewProps } from './parts';
import classes from './items.module.css';

/** Text as it reads in a select: options are stored as HTML, a select shows plain text. */
const plainText = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.textContent?.trim() ?? '';
};

export function DropdownClozeItem({ question, chosen, onChange, locked, result }: ItemViewProps) {
  const text = question.item.layout.text ?? '';
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Choose an option for each blank.
      </Text>
      <div className={classes.cloze}>
        <ClozeText
          text={text}
          renderBlank={(part) => {
            const options = optionsOfPart(question, part);
            const picked = options.find((option) => chosen.includes(option.id));
            return (
              <select
                className={classes.blankSelect}
                aria-label={`Blank ${part + 1}`}
                value={picked?.id ?? ''}
                disabled={locked}
                data-outcome={result ? outcomeOf(result, picked?.id ?? '', true) : undefined}
                onChange={(event) =>
                  onChange(setPartChoice(question, chosen, part, event.currentTarget.value || null))
                }
              >
                <option value="">Select…</option>
                {options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {plainText(option.value)}
                  </option>
                ))}
              </select>
            );
          }}
        />
      </div>
      {result ? (
        <BlankResults
          question={question}
          chosen={chosen}
          result={result}
          blanks={clozeBlanks(text)}
        />
      ) : null}
    </Stack>
  );
}
