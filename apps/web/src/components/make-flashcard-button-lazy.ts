// The 'Make flashcard' button as the exam page and the test review load it: apart from their
// first screen (their bundle budgets), fetched when a revealed question first shows it.
import { lazyWithPreload } from '../lib/lazy-with-preload';

export const MakeFlashcardButton = lazyWithPreload<{ questionId: string }>(async () => {
  const { MakeFlashcardButton: Button } = await import('./make-flashcard-button');
  return Button;
}).Component;
