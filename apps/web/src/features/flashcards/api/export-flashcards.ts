import { flashcardOperations as op } from '@prepward/shared/operations/flashcards';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-download';

type Deck = { examId?: string; subjectId?: string };

/** A deck (or every card) as Anki's plain-text import, saved as a download. */
export function exportFlashcards(deck: Deck): Promise<string> {
  return downloadFile(op.exportFlashcards, { query: deck }, { fallbackName: 'flashcards.txt' });
}

export function useExportFlashcards() {
  return useMutation({ mutationFn: exportFlashcards });
}
