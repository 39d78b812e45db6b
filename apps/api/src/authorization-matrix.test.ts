// Who may call what: every operation of the OpenAPI document, called by every kind of caller,
// answers as its access rule says. An operation of the document without a row in OPERATIONS
// fails the test, so a new route cannot go out without saying who may use it; and every row
// must agree with the caller its operation contract (packages/shared/src/operations) names,
// so the rules the server registers and the rules this test checks cannot drift apart.
//
// Allowed means the request got past the guards and found its records: anything but 401,
// 403 and 404 (a 404 is how a caller is refused a record it may not see), and never a 5xx.
// A 400 counts as allowed: guards run before validation. Requests use real records made once
// (test/authorization-fixtures.ts), and are shaped so that the first caller's success does
// not change what the next one meets.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Caller, OperationSpec } from '@prepward/shared/operation';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from './app';
import {
  ADMIN_ACCOUNTS,
  ADMINISTRATION,
  CONTENT,
  ITEM_STATISTICS,
  SALES,
} from './test/authorization-admin-fixtures';
import { CASE_STUDIES } from './test/authorization-case-study-fixtures';
import { FLASHCARDS } from './test/authorization-flashcard-fixtures';
import {
  call,
  createMatrixApp,
  expectedFor,
  IDENTITIES,
  makeMatrixRecords,
  type Fixtures,
  type Operations,
  type Rule,
} from './test/authorization-fixtures';
import { QUESTION_HISTORY } from './test/authorization-history-fixtures';
import { QUESTION_REVIEW } from './test/authorization-question-review-fixtures';
import { STUDY_PLANS } from './test/authorization-study-plan-fixtures';
import { SHOP, SITE, STUDENT_ACCOUNTS, TEST_TAKING } from './test/authorization-student-fixtures';
import type { TestContext } from './test/test-app';

/** OpenAPI path of the operation (without the /api/v1 prefix) => who may call it, and how. */
const OPERATIONS: Operations = {
  ...SITE,
  ...STUDENT_ACCOUNTS,
  ...ADMIN_ACCOUNTS,
  ...SHOP,
  ...SALES,
  ...CONTENT,
  ...CASE_STUDIES,
  ...QUESTION_HISTORY,
  ...QUESTION_REVIEW,
  ...TEST_TAKING,
  ...FLASHCARDS,
  ...STUDY_PLANS,
  ...ADMINISTRATION,
  ...ITEM_STATISTICS,
};

/**
 * Routes registered by hand rather than from a contract, being no operation of the JSON API:
 * the sandbox gateway's HTML page and Stripe's signed callback (modules/payments/routes.ts).
 */
const HAND_REGISTERED = ['GET /payments/sandbox/{reference}', 'POST /payments/stripe/webhook'];

/** "METHOD /path" of every operation in the app's OpenAPI document, without the API prefix. */
function documentedOperations(context: TestContext): string[] {
  const document = context.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map(
      (method) => `${method.toUpperCase()} ${path.replace(API_PREFIX, '')}`,
    ),
  );
}

// ---- The operation contracts ----

const CONTRACTS_FOLDER = fileURLToPath(
  new URL('../../../packages/shared/src/operations/', import.meta.url),
);

const isContract = (value: unknown): value is OperationSpec =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/**
 * Every contract of every module in packages/shared/src/operations: each export that is one
 * (public-site-route.ts's route without its schemas, the same operation as its contract) and
 * each value of an exported object that is one (the modules' `...Operations`), by
 * "METHOD /path" in the OpenAPI spelling (`{x}` for `:x`).
 */
async function allContracts(): Promise<Map<string, OperationSpec>> {
  const contracts = new Map<string, OperationSpec>();
  const files = readdirSync(CONTRACTS_FOLDER).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of files) {
    const exports = (await import(join(CONTRACTS_FOLDER, file))) as Record<string, unknown>;
    for (const exported of Object.values(exports)) {
      const candidates = isContract(exported)
        ? [exported]
        : typeof exported === 'object' && exported !== null
          ? Object.values(exported)
          : [];
      for (const contract of candidates.filter(isContract)) {
        const key = operationKey(contract.method, contract.path);
        const known = contracts.get(key);
        // Two contracts of one route would be one route with two rules.
        if (known && JSON.stringify(known.caller) !== JSON.stringify(contract.caller)) {
          throw new Error(`${key} has two contracts with different callers (${file})`);
        }
        // The whole contract rather than a schema-less piece of it.
        if (!known || 'summary' in contract) contracts.set(key, contract);
      }
    }
  }
  return contracts;
}

const operationKey = (method: string, path: string) =>
  `${method} ${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

/** The contract's caller and the matrix's rule say the same about who may call. */
function agrees(caller: Caller, rule: Rule): boolean {
  if (caller === 'anyone') return rule.kind === 'public';
  if (caller === 'student') return rule.kind === 'student' || rule.kind === 'owner';
  if (caller === 'admin') return rule.kind === 'admin';
  return rule.kind === 'permission' && rule.permission === caller.permission;
}

// ---- The test ----

describe('authorization matrix', () => {
  let context: TestContext;
  let fixtures: Fixtures;
  let tokens: Map<string, string>;
  let contracts: Map<string, OperationSpec>;

  beforeAll(async () => {
    context = await createMatrixApp();
    ({ fixtures, tokens } = await makeMatrixRecords(context));
    contracts = await allContracts();
  });
  afterAll(() => context.close());

  it('has a rule for every operation of the OpenAPI document, and none for operations it lacks', () => {
    const documented = documentedOperations(context);
    const missing = documented.filter((operation) => !(operation in OPERATIONS));
    const stale = Object.keys(OPERATIONS).filter((operation) => !documented.includes(operation));
    expect(
      missing,
      `Operations without an access rule (add a row to test/authorization-student-fixtures.ts or test/authorization-admin-fixtures.ts): ${missing.join(', ')}`,
    ).toEqual([]);
    expect(stale, `Rules for operations the document lacks: ${stale.join(', ')}`).toEqual([]);
  });

  it('gives every operation contract the rule of the caller it names (anyone: public, student: student or owner, admin: any administrator, a permission: that permission)', () => {
    expect(contracts.size).toBeGreaterThan(80);
    const disagreeing = [...contracts].flatMap(([operation, { caller }]) => {
      const row = OPERATIONS[operation];
      if (!row) return [`${operation}: no row in the matrix`];
      return agrees(caller, row.rule)
        ? []
        : [`${operation}: caller ${JSON.stringify(caller)}, rule ${JSON.stringify(row.rule)}`];
    });
    expect(disagreeing).toEqual([]);
  });

  it('documents every contract at its path (not its aliases), and nothing else but the hand-registered routes', () => {
    const documented = documentedOperations(context);
    const undocumented = [...contracts.keys()].filter(
      (operation) => !documented.includes(operation),
    );
    expect(undocumented, 'Contracts missing from the OpenAPI document').toEqual([]);
    const unexplained = documented.filter(
      (operation) => !contracts.has(operation) && !HAND_REGISTERED.includes(operation),
    );
    expect(unexplained, 'Documented operations with no contract').toEqual([]);
    expect(HAND_REGISTERED.filter((operation) => !documented.includes(operation))).toEqual([]);

    const aliases = [...contracts.values()].flatMap((contract) =>
      (contract.aliases ?? []).map((alias) => ({ method: contract.method, alias })),
    );
    expect(aliases.length).toBeGreaterThan(0);
    for (const { method, alias } of aliases) {
      expect(documented, 'an alias is hidden from the document').not.toContain(
        operationKey(method, alias),
      );
      expect(
        context.app.hasRoute({ method, url: `${API_PREFIX}${alias}` }),
        `${method} ${alias} is routed`,
      ).toBe(true);
    }
  });

  it.each(Object.keys(OPERATIONS))('%s', async (operation) => {
    const { rule, request, answers404 } = OPERATIONS[operation]!;
    const method = operation.slice(0, operation.indexOf(' ')) as InjectOptions['method'];
    const outcomes = await Promise.all(
      IDENTITIES.map(async (identity) => {
        const { url, payload, multipart } = await request(fixtures);
        const response = await call(
          context,
          method,
          url,
          tokens.get(identity.name),
          payload,
          multipart,
        );
        return { identity, expected: expectedFor(rule, identity), response };
      }),
    );
    const wrong = outcomes.flatMap(({ identity, expected, response }) => {
      const status = response.statusCode;
      const fine =
        status < 500 &&
        (expected === 'allowed'
          ? status !== 401 && status !== 403 && (status !== 404 || answers404)
          : status === expected);
      return fine ? [] : [`${identity.name}: expected ${expected}, got ${status} ${response.body}`];
    });
    expect(wrong, operation).toEqual([]);
  });
});
