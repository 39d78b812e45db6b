import type { TTestAnalytics } from '@prepward/shared/schemas/attempts';
import { pointsText } from '../../../components/question/items/parts';

type Score = Pick<TTestAnalytics['score'], 'total' | 'correct' | 'points' | 'maxPoints'>;

/**
 * A score as the results say it: questions right of all ('8 / 12'), as ever; in points
 * ('9 of 14 points') where an item earns partial credit.
 */
export function scoreText(score: Score): string {
  return score.maxPoints === score.total && score.points === score.correct
    ? `${score.correct} / ${score.total}`
    : pointsText(score.points, score.maxPoints);
}
