// An item's layout as it is stored: what its type uses, its rich text sanitized like the
// question's (a cloze's text, the exhibits).
import type { QuestionType } from '@prepward/shared/constants';
import { hasParts, type TItemLayout } from '@prepward/shared/item-types';
import type { RichTextSanitizer } from '../../lib/sanitize';

export function cleanLayout(
  type: QuestionType,
  layout: TItemLayout,
  sanitize: RichTextSanitizer,
): TItemLayout {
  // The first three types have no parts to lay out; any type may have exhibits.
  const kept: TItemLayout = hasParts(type)
    ? { ...layout }
    : layout.exhibits
      ? { exhibits: layout.exhibits }
      : {};
  if (kept.text !== undefined) kept.text = sanitize(kept.text);
  if (kept.exhibits !== undefined) {
    kept.exhibits = kept.exhibits.map(({ title, html }) => ({ title, html: sanitize(html) }));
  }
  return kept;
}
