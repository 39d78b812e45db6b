// One question of each Next Generation type (item-types.ts), as an author's request: for the
// API tests of the editor and of taking them, and the journeys.

const option = (value: string, answer: boolean, part = 0) => ({ value, answer, part });

const stem = (text: string) => `<p>${text}</p>`;
const explanation = (text: string) => `<p>${text}</p>`;

/** Select all that apply: 3 right of 6, +/- scoring. */
export const extendedMultipleResponse = () => ({
  type: 'extended_multiple_response' as const,
  scoring: 'plus_minus' as const,
  question: stem('Which findings suggest hypovolaemia? Select all that apply.'),
  explanation: explanation('Tachycardia, hypotension and oliguria point to a low volume.'),
  options: [
    option('Tachycardia', true),
    option('Bradycardia', false),
    option('Hypotension', true),
    option('Polyuria', false),
    option('Oliguria', true),
    option('Bounding pulses', false),
  ],
});

const MATRIX_COLUMNS = ['Indicated', 'Not indicated'];
const MATRIX_ROWS: [string, boolean][] = [
  ['Give oxygen', true],
  ['Encourage fluids', false],
  ['Raise the head of the bed', true],
];

/** A 3-row matrix, one column per row, scored per row. */
export const matrix = () => ({
  type: 'matrix' as const,
  question: stem('For each action, say whether it is indicated for this client.'),
  explanation: explanation('Oxygen and sitting up help; fluids would worsen the overload.'),
  layout: { rows: MATRIX_ROWS.map(([row]) => row), columns: MATRIX_COLUMNS },
  options: MATRIX_ROWS.flatMap(([, indicated], row) =>
    MATRIX_COLUMNS.map((column, index) => option(column, (index === 0) === indicated, row)),
  ),
});

/** Two drop-downs in a sentence. */
export const dropdownCloze = () => ({
  type: 'dropdown_cloze' as const,
  question: stem('Complete the sentence.'),
  explanation: explanation('Hyperkalaemia peaks the T waves; calcium protects the heart.'),
  layout: {
    text: '<p>The client is most likely to have {{1}}, shown by {{2}} on the ECG.</p>',
  },
  options: [
    option('hyperkalaemia', true, 0),
    option('hypokalaemia', false, 0),
    option('hypercalcaemia', false, 0),
    option('peaked T waves', true, 1),
    option('U waves', false, 1),
  ],
});

const TOKENS = ['insulin', 'glucagon', 'dextrose'];

/** Two blanks filled from one pool of three words. */
export const dragDropCloze = () => ({
  type: 'drag_drop_cloze' as const,
  question: stem('Drag the words into the sentence.'),
  explanation: explanation('Insulin lowers the glucose; dextrose raises it.'),
  layout: { text: '<p>Hyperglycaemia is treated with {{1}}; hypoglycaemia with {{2}}.</p>' },
  options: [0, 1].flatMap((blank) =>
    TOKENS.map((token) => option(token, token === (blank === 0 ? 'insulin' : 'dextrose'), blank)),
  ),
});

/** A nurse's note of five phrases, two of them to highlight. */
export const highlight = () => ({
  type: 'highlight' as const,
  question: stem('Highlight the findings that need follow-up.'),
  explanation: explanation('A new confusion and a low saturation need follow-up.'),
  options: [
    option('Client ate breakfast.', false),
    option('New confusion since 06:00.', true),
    option('Pain 2 of 10.', false),
    option('SpO2 88 % on room air.', true),
    option('Walked to the bathroom.', false),
  ],
});

/** Two actions, one condition, two parameters, from lists of four, three and four. */
export const bowTie = () => ({
  type: 'bow_tie' as const,
  question: stem('Complete the diagram for this client with chest pain.'),
  explanation: explanation(
    'An acute coronary syndrome: aspirin, an ECG; watch the rhythm and pain.',
  ),
  options: [
    option('Give aspirin', true, 0),
    option('Get a 12-lead ECG', true, 0),
    option('Encourage walking', false, 0),
    option('Give a laxative', false, 0),
    option('Acute coronary syndrome', true, 1),
    option('Pneumonia', false, 1),
    option('Anxiety', false, 1),
    option('Heart rhythm', true, 2),
    option('Chest pain', true, 2),
    option('Bowel sounds', false, 2),
    option('Skin turgor', false, 2),
  ],
});

/** Four steps in their right order (the order an author writes them is the answer). */
export const ordering = () => ({
  type: 'ordering' as const,
  scoring: 'position' as const,
  question: stem('Put the steps of donning personal protective equipment in order.'),
  explanation: explanation('Gown, mask, goggles, then gloves over the gown cuffs.'),
  options: [
    option('Gown', true),
    option('Mask or respirator', true),
    option('Goggles or face shield', true),
    option('Gloves', true),
  ],
});

export const ITEMS = {
  extended_multiple_response: extendedMultipleResponse,
  matrix,
  dropdown_cloze: dropdownCloze,
  drag_drop_cloze: dragDropCloze,
  highlight,
  bow_tie: bowTie,
  ordering,
};
