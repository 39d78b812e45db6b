// The readiness model on fixed inputs, each figure worked out by hand in the comments (decision
// 0110): when it hides, how mocks and practice combine, the range and the likelihood.
import { describe, expect, it } from 'vitest';
import { estimateReadiness, normalCdf, type ReadinessInputs } from './readiness';

const NO_PRACTICE = { answers: 0, meanDifference: 0, differenceVariance: 0 };
const NO_PEERS = { mocks: 0, meanPercentage: 0 };

const inputs = (changes: Partial<ReadinessInputs>): ReadinessInputs => ({
  passMark: 65,
  mockQuestions: 40,
  mocks: [{ percentage: 70, ageDays: 0 }],
  recentAnswers: 60,
  practice: NO_PRACTICE,
  peers: NO_PEERS,
  ...changes,
});

describe('readiness model', () => {
  it('knows the normal distribution', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.2816)).toBeCloseTo(0.9, 4);
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 4);
  });

  it('hides until a mock has ended and 40 answers are recent, saying what is missing', () => {
    expect(estimateReadiness(inputs({ mocks: [], recentAnswers: 0 }))).toMatchObject({
      status: 'hidden',
      passMark: 65,
      missing: { mocks: 1, answers: 40 },
      estimate: null,
    });
    expect(estimateReadiness(inputs({ recentAnswers: 25 }))).toMatchObject({
      status: 'hidden',
      missing: { mocks: 0, answers: 15 },
    });
    expect(estimateReadiness(inputs({ mocks: [], recentAnswers: 40 }))).toMatchObject({
      status: 'hidden',
      missing: { mocks: 1, answers: 0 },
    });
    expect(estimateReadiness(inputs({ recentAnswers: 40 })).status).toBe('shown');
  });

  it('says nothing about passing an exam without a pass mark', () => {
    expect(estimateReadiness(inputs({ passMark: null }))).toEqual({
      status: 'no-pass-mark',
      passMark: null,
      missing: { mocks: 0, answers: 0 },
      basis: { mocks: 1, answers: 60, comparedAnswers: 0, peerMocks: 0 },
      estimate: null,
    });
  });

  it('weighs recent mocks most, and takes their spread as the uncertainty', () => {
    // Weights 1 (today) and 0.25 (60 days ago, two half-lives): mean (80 + 0.25 * 60) / 1.25 =
    // 76. Spread (16 + 0.25 * 256) / (1.25 - 1.0625 / 1.25) = 200 over 1.47 effective mocks:
    // 136. A next sitting adds 76 * 24 / 40 = 45.6: sd 13.48; 80% range 76 -+ 17.3.
    // P(score >= 60) = 1 - Phi(-16 / 13.48) = 0.88, rounded to 90.
    const readiness = estimateReadiness(
      inputs({
        passMark: 60,
        mocks: [
          { percentage: 80, ageDays: 0 },
          { percentage: 60, ageDays: 60 },
        ],
      }),
    );
    expect(readiness).toEqual({
      status: 'shown',
      passMark: 60,
      missing: { mocks: 0, answers: 0 },
      basis: { mocks: 2, answers: 60, comparedAnswers: 0, peerMocks: 0 },
      estimate: { score: 76, low: 59, high: 93, likelihood: 90, band: 'likely' },
    });
  });

  it('puts practice on the mock scale against the peers and combines it with the mocks', () => {
    // One mock of 70: variance 10^2 = 100. Practice 10 points above the peers, whose mocks
    // average 60: 70, variance 10000 * 0.2 / 50 + 5^2 = 65. Together 70, variance 39.4; with a
    // sitting's 52.5: sd 9.59. P(score >= 65) = 1 - Phi(-0.52) = 0.70; range 58 to 82.
    const readiness = estimateReadiness(
      inputs({
        practice: { answers: 50, meanDifference: 0.1, differenceVariance: 0.2 },
        peers: { mocks: 10, meanPercentage: 60 },
      }),
    );
    expect(readiness.basis).toEqual({ mocks: 1, answers: 60, comparedAnswers: 50, peerMocks: 10 });
    expect(readiness.estimate).toEqual({
      score: 70,
      low: 58,
      high: 82,
      likelihood: 70,
      band: 'likely',
    });

    // Less practice counts for less: the same mock, practice far below the peers.
    const few = estimateReadiness(
      inputs({
        practice: { answers: 5, meanDifference: -0.3, differenceVariance: 0.2 },
        peers: { mocks: 10, meanPercentage: 60 },
      }),
    );
    const many = estimateReadiness(
      inputs({
        practice: { answers: 500, meanDifference: -0.3, differenceVariance: 0.2 },
        peers: { mocks: 10, meanPercentage: 60 },
      }),
    );
    expect(few.estimate!.score).toBeGreaterThan(many.estimate!.score);
    expect(many.estimate!.score).toBeGreaterThanOrEqual(30);
  });

  it('says not yet well below the pass mark, and never 0 or 100', () => {
    // Mocks 50, 55, 60 (the newest 60) and practice a little below the peers: about 55, sd 8.7.
    // P(score >= 70) = 0.04, shown as 5.
    const low = estimateReadiness(
      inputs({
        passMark: 70,
        mocks: [
          { percentage: 50, ageDays: 10 },
          { percentage: 55, ageDays: 5 },
          { percentage: 60, ageDays: 0 },
        ],
        recentAnswers: 220,
        practice: { answers: 100, meanDifference: -0.05, differenceVariance: 0.22 },
        peers: { mocks: 20, meanPercentage: 58 },
      }),
    );
    expect(low.estimate).toEqual({ score: 55, low: 43, high: 66, likelihood: 5, band: 'not-yet' });

    const high = estimateReadiness(
      inputs({
        passMark: 30,
        mocks: [
          { percentage: 95, ageDays: 1 },
          { percentage: 97, ageDays: 0 },
        ],
      }),
    );
    expect(high.estimate!.likelihood).toBe(95);
  });

  it('calls an even chance borderline', () => {
    const even = estimateReadiness(inputs({ passMark: 70 }));
    expect(even.estimate).toMatchObject({ score: 70, likelihood: 50, band: 'borderline' });
  });
});
