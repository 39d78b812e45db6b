import { Switch } from '@mantine/core';
import { useAutoFlashcards } from '../api/auto-flashcards';
import { AccountCard } from './account-card';

/** 'Flashcards': whether wrong answers and tagged questions become flashcards. */
export function FlashcardsSection() {
  const auto = useAutoFlashcards();
  return (
    <AccountCard
      title="Flashcards"
      description="Cards to review between tests, on the Flashcards page."
    >
      <Switch
        label="Make flashcards automatically"
        description="A question you answer wrong or tag becomes a card once its answer is shown."
        checked={auto.value ?? true}
        disabled={auto.value === undefined || auto.saving}
        onChange={(event) => auto.change(event.currentTarget.checked)}
      />
    </AccountCard>
  );
}
