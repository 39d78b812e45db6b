import { Badge, Group, Text } from '@mantine/core';
import { QUESTION_DIFFICULTY_LABELS } from '@prepward/shared/question-metadata';
import type { TAdminQuestion } from '@prepward/shared/schemas/content';

/** A question's category, difficulty, tags and author, each named, for the question cards. */
export function QuestionMetadataLine({ question }: { question: TAdminQuestion }) {
  const facts = [
    question.category ? `Category: ${question.category}` : null,
    question.difficulty ? `Difficulty: ${QUESTION_DIFFICULTY_LABELS[question.difficulty]}` : null,
    question.authorName ? `By ${question.authorName}` : null,
  ].filter((fact) => fact !== null);
  if (facts.length === 0 && question.tags.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {facts.map((fact) => (
        <Text key={fact} size="xs" c="dimmed">
          {fact}
        </Text>
      ))}
      {question.tags.length > 0 ? (
        <Group
          gap={4}
          component="ul"
          aria-label="Tags"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {question.tags.map((tag) => (
            <Badge key={tag} component="li" size="sm" variant="light" color="gray" tt="none">
              {tag}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Group>
  );
}
