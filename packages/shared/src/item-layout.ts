// How a Next Generation item's parts are shown (item-types.ts), as a schema: apart from the
// item types' rules so that a page showing items does not build it when it loads (zod builds
// a schema when its module is evaluated). The server, the schemas and the importers use it.
import { z } from 'zod';
import { ITEM_LIMITS } from './item-types';

const label = (what: string) =>
  z
    .string()
    .trim()
    .max(ITEM_LIMITS.label, `${what} may have at most ${ITEM_LIMITS.label} characters`);

/**
 * How the parts are shown; which fields a type uses is in itemProblems. No answer key lives
 * here: the layout is shown to students as it is.
 */
export const ZItemLayout = z.object({
  /** Matrix: the rows' labels, one part each. */
  rows: z.array(label('A row')).max(ITEM_LIMITS.parts).optional(),
  /** Matrix: the columns' labels; each row has one option per column, in this order. */
  columns: z.array(label('A column')).max(ITEM_LIMITS.optionsPerPart).optional(),
  /** Matrix: several columns may be right in a row (else exactly one). */
  multiplePerRow: z.boolean().optional(),
  /**
   * Drop-down and drag-and-drop cloze: the sentence or table with its blanks written {{1}},
   * {{2}} … (sanitized HTML); blank n is part n − 1.
   */
  text: z
    .string()
    .max(ITEM_LIMITS.clozeText, `The text may have at most ${ITEM_LIMITS.clozeText} characters`)
    .optional(),
  /** Extended multiple response: the student is told how many to choose ('Select 3'). */
  statedCount: z.boolean().optional(),
  /** Highlight: the passage's segments are lines (rows of a table), not words in a text. */
  asRows: z.boolean().optional(),
  /**
   * Any type: the exhibit shown beside the question, one tab each (nurses' notes, vital signs,
   * laboratory results, orders); a trend item is a table of findings over time in one of them.
   * Sanitized HTML.
   */
  exhibits: z
    .array(
      z.object({
        title: z
          .string()
          .trim()
          .max(
            ITEM_LIMITS.exhibitTitle,
            `An exhibit's title may have at most ${ITEM_LIMITS.exhibitTitle} characters`,
          ),
        html: z
          .string()
          .max(
            ITEM_LIMITS.exhibitHtml,
            `An exhibit may have at most ${ITEM_LIMITS.exhibitHtml} characters`,
          ),
      }),
    )
    .max(ITEM_LIMITS.exhibits, `An item has at most ${ITEM_LIMITS.exhibits} exhibit tabs`)
    .optional(),
});
export type TItemLayout = z.infer<typeof ZItemLayout>;
