// The Next Generation item types, each in its own view; all take and give the chosen option ids
// (an ordering's: every item, in the student's order).
import type { ComponentType } from 'react';
import type { QuestionType } from '@prepward/shared/constants';
import { BowTieItem } from './bow-tie';
import { DragDropClozeItem } from './drag-drop-cloze';
import { DropdownClozeItem } from './dropdown-cloze';
import { ExtendedResponseItem } from './extended-response';
import { HighlightItem } from './highlight-item';
import { MatrixItem } from './matrix-item';
import { OrderingItem } from './ordering-item';
import type { ItemViewProps } from './parts';

const VIEWS: Partial<Record<QuestionType, ComponentType<ItemViewProps>>> = {
  extended_multiple_response: ExtendedResponseItem,
  matrix: MatrixItem,
  dropdown_cloze: DropdownClozeItem,
  drag_drop_cloze: DragDropClozeItem,
  highlight: HighlightItem,
  bow_tie: BowTieItem,
  ordering: OrderingItem,
};

export function ItemView(props: ItemViewProps) {
  const View = VIEWS[props.question.type];
  return View ? <View {...props} /> : null;
}
