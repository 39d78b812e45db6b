// Under a revealed cloze: each blank's points and its options, right, wrong and peers' share.
import { Stack } from '@mantine/core';
import type { TAnswerResult } from '@prepward/shared/schemas/attempts';
import { PartPoints, RevealedOptions } from './outcome';
import { optionsOfPart, type ItemQuestion } from './parts';
import classes from './items.module.css';

export function BlankResults({
  question,
  chosen,
  result,
  blanks,
}: {
  question: ItemQuestion;
  chosen: readonly string[];
  result: TAnswerResult;
  blanks: number[];
}) {
  return (
    <Stack gap="sm">
      {[...blanks]
        .sort((a, b) => a - b)
        .map((part) => (
          <section key={part} className={classes.partResult} aria-label={`Blank ${part + 1}`}>
            <PartPoints question={question} result={result} part={part} />
            <RevealedOptions
              options={optionsOfPart(question, part)}
              chosen={chosen}
              result={result}
            />
          </section>
        ))}
    </Stack>
  );
}
