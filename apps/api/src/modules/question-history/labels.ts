// Each kind of version as the history names it. Typed by the actions versions record, so a
// new action cannot go out without a name.
import type { QuestionVersionAction } from '../content/question-versions';

export const VERSION_ACTION_LABELS: Record<QuestionVersionAction, string> = {
  created: 'Created',
  edited: 'Edited',
  imported: 'Imported from a file',
  updated_by_import: 'Updated by a file import',
  new_version: 'New version: the answer key changed after students answered',
  retired: 'Retired: deleted after students answered',
  status_changed: 'Status changed',
  submitted_for_review: 'Submitted for review',
  approved: 'Approved',
  sent_back: 'Sent back for changes',
  moved: 'Moved',
  tagged: 'Tags changed',
  restored: 'Restored',
};

const isKnown = (action: string): action is QuestionVersionAction =>
  Object.hasOwn(VERSION_ACTION_LABELS, action);

/** The label of an action; one recorded by a newer server reads as its words ('sent_back': 'Sent back'). */
export function versionActionLabel(action: string): string {
  if (isKnown(action)) return VERSION_ACTION_LABELS[action];
  const words = action.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
