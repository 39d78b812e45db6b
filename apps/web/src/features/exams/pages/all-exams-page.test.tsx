import { MESSAGES } from '@prepward/shared/messages';
import type { TCatalogueExam, TExamDetail } from '@prepward/shared/schemas/commerce';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi, type StubbedRequest } from '../../../test/api-stub';
import { renderRoute, signInAs } from '../../../test/render-route';

const exam = (fields: Partial<TCatalogueExam> & { id: string; name: string }): TCatalogueExam => ({
  description: `${fields.name}: practice questions by subject and timed mock exams.`,
  imageUrl: null,
  subscriptionAmount: 19.99,
  mockQuestions: 40,
  mockTestTime: 60,
  questionCount: 48,
  access: { active: false, endsAt: null },
  ...fields,
});

const NURSING = exam({ id: 'exam-1', name: 'Nursing licensure' });
const PHARMACY = exam({
  id: 'exam-2',
  name: 'Pharmacy board',
  subscriptionAmount: 24.5,
  imageUrl: '/uploads/pharmacy.png',
  access: { active: true, endsAt: '2027-03-12T10:00:00.000Z' },
});

const detailOf = (base: TCatalogueExam, freeTrial: TExamDetail['freeTrial']): TExamDetail => ({
  ...base,
  courses: [
    {
      id: 'course-1',
      name: 'Pharmacology',
      subjects: [{ id: 'subject-1', name: 'Dosage calculations', questionCount: 12 }],
    },
  ],
  freeTrial,
});

const page = (exams: TCatalogueExam[], total = exams.length, currentPage = 1, perPage = 9) =>
  ok({ exams, pagination: { total, perPage, currentPage } });

async function renderCatalogue(path = '/user/home') {
  signInAs('user');
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'All Exams' });
  return view;
}

describe('All Exams', { timeout: 20_000 }, () => {
  it('shows each exam with image or fallback, description, price per month and access', async () => {
    stubApi({ 'GET /user/exam': page([NURSING, PHARMACY]) });
    await renderCatalogue();
    const nursing = await screen.findByRole('article', { name: 'Nursing licensure' });
    expect(within(nursing).getByTestId('exam-cover-fallback')).toBeInTheDocument();
    expect(within(nursing).getByText(/practice questions by subject/)).toBeInTheDocument();
    expect(within(nursing).getByTestId('exam-price')).toHaveTextContent('$19.99');
    expect(within(nursing).getByText(/per month/)).toBeInTheDocument();
    expect(within(nursing).queryByTestId('access-badge')).not.toBeInTheDocument();
    expect(
      within(nursing).getByRole('button', { name: 'Free trial of Nursing licensure' }),
    ).toBeInTheDocument();

    const pharmacy = screen.getByRole('article', { name: 'Pharmacy board' });
    expect(within(pharmacy).getByTestId('exam-price')).toHaveTextContent('$24.5');
    expect(within(pharmacy).queryByTestId('exam-cover-fallback')).not.toBeInTheDocument();
    expect(within(pharmacy).getByTestId('access-badge')).toHaveTextContent(
      'Access until 12 Mar 2027',
    );
    // No free trial for an exam already owned.
    expect(within(pharmacy).queryByRole('button', { name: /free trial/i })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 2 of 2 entries')).toBeInTheDocument();
  });

  it('does not sell an exam that has no questions yet', async () => {
    stubApi({
      'GET /user/exam': page([NURSING, exam({ id: 'exam-3', name: 'Empty', questionCount: 0 })]),
    });
    await renderCatalogue();
    const empty = await screen.findByRole('article', { name: 'Empty' });
    expect(within(empty).getByText(MESSAGES.examNotOnSale)).toBeInTheDocument();
    expect(within(empty).queryByRole('button', { name: /Add to cart/ })).toBeNull();
    const nursing = screen.getByRole('article', { name: 'Nursing licensure' });
    expect(within(nursing).getByRole('button', { name: /Add to cart/ })).toBeInTheDocument();
  });

  it('searches on submit with a Search form and keeps the search in the address', async () => {
    const api = stubApi({
      'GET /user/exam': (request: StubbedRequest) =>
        request.query.get('search') === 'pharm' ? page([PHARMACY]) : page([NURSING, PHARMACY]),
    });
    const { user, router } = await renderCatalogue();
    await screen.findByRole('article', { name: 'Nursing licensure' });
    const field = screen.getByPlaceholderText('Search');
    await user.type(field, 'pharm');
    expect(api.calls('GET /user/exam').every((call) => !call.query.get('search'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Nursing licensure' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('?search=pharm');
    expect(api.calls('GET /user/exam').at(-1)!.query.get('search')).toBe('pharm');
  });

  it('pages on the server', async () => {
    const api = stubApi({
      'GET /user/exam': (request: StubbedRequest) =>
        request.query.get('page') === '2' ? page([PHARMACY], 10, 2) : page([NURSING], 10, 1),
    });
    const { user } = await renderCatalogue();
    await screen.findByRole('article', { name: 'Nursing licensure' });
    expect(screen.getByText('Showing 1 - 9 of 10 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Pharmacy board' })).toBeInTheDocument();
    expect(screen.getByText('Showing 10 - 10 of 10 entries')).toBeInTheDocument();
    expect(api.calls('GET /user/exam').at(-1)!.query.get('perPage')).toBe('9');
  });

  it('adds an exam to the cart for the months chosen, and shows it in the cart count', async () => {
    let cart = { cartItems: [] as unknown[], totalPrice: 0 };
    const api = stubApi({
      'GET /user/exam': page([NURSING]),
      'GET /user/cart': () => ok({ cart }),
      'POST /user/cart': () => {
        cart = {
          cartItems: [
            {
              id: 'line-1',
              examID: NURSING.id,
              months: 3,
              price: 59.97,
              exam: { name: NURSING.name, imageURL: null, subscriptionAmount: 19.99 },
            },
          ],
          totalPrice: 59.97,
        };
        return ok({ message: 'Exam added to cart', cart });
      },
    });
    const { user } = await renderCatalogue();
    const card = await screen.findByRole('article', { name: 'Nursing licensure' });
    await user.click(within(card).getByRole('combobox', { name: 'Months of Nursing licensure' }));
    await user.click(await screen.findByRole('option', { name: '3 months' }));
    await user.click(
      within(card).getByRole('button', { name: 'Add to cart: Nursing licensure, 3 months' }),
    );
    expect(await screen.findByText('Exam added to cart')).toBeInTheDocument();
    expect(api.calls('POST /user/cart')[0]!.body).toEqual({ examID: NURSING.id, months: 3 });
    expect(
      await within(card).findByRole('button', { name: 'In cart: Nursing licensure, 3 months' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Student navigation' });
    expect(within(nav).getByTestId('cart-count')).toHaveTextContent(/^1 item$/);
  });

  it('shows an empty state for a search that finds nothing', async () => {
    stubApi({ 'GET /user/exam': page([]) });
    await renderCatalogue('/user/home?search=zzz');
    expect(await screen.findByText('No exams match "zzz".')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all exams' })).toBeInTheDocument();
  });

  it('shows an error state with a retry', async () => {
    stubApi({ 'GET /user/exam': fail(503, 'The catalogue is resting', 'Service Unavailable') });
    await renderCatalogue();
    expect(await screen.findByText('The exams could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The catalogue is resting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('explains the free trial and starts it: toast, then the test page', async () => {
    const api = stubApi({
      'GET /user/exam': page([NURSING]),
      'GET /user/exam/exam-1': ok({
        exam: detailOf(NURSING, { available: true, testId: null, ended: false }),
      }),
      'POST /user/test/exam-1': ok({
        message: 'Exam Started Successfully',
        testId: 'test-9',
        endTime: null,
      }),
    });
    const { user, router } = await renderCatalogue();
    const card = await screen.findByRole('article', { name: 'Nursing licensure' });
    await user.click(within(card).getByRole('button', { name: 'Free trial of Nursing licensure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Free trial: Nursing licensure' });
    expect(within(dialog).getByText(/20 questions from its question bank/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start free trial' }));
    expect(await screen.findByText('Exam Started Successfully')).toBeInTheDocument();
    expect(api.calls('POST /user/test/exam-1')[0]!.body).toEqual({ type: 'free-trial' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/my-exams/exam-1/exam'));
    expect(router.state.location.search).toBe('?testId=test-9');
  });

  it('offers to continue a free trial already started', async () => {
    const api = stubApi({
      'GET /user/exam': page([NURSING]),
      'GET /user/exam/exam-1': ok({
        exam: detailOf(NURSING, { available: false, testId: 'test-7', ended: false }),
      }),
    });
    const { user, router } = await renderCatalogue();
    const card = await screen.findByRole('article', { name: 'Nursing licensure' });
    await user.click(within(card).getByRole('button', { name: 'Free trial of Nursing licensure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Free trial: Nursing licensure' });
    await user.click(await within(dialog).findByRole('button', { name: 'Continue free trial' }));
    await waitFor(() => expect(router.state.location.search).toBe('?testId=test-7'));
    expect(api.calls('POST /user/test/exam-1')).toHaveLength(0);
  });

  it('offers an ended free trial for review, not to continue', async () => {
    const api = stubApi({
      'GET /user/exam': page([NURSING]),
      'GET /user/exam/exam-1': ok({
        exam: detailOf(NURSING, { available: false, testId: 'test-7', ended: true }),
      }),
    });
    const { user, router } = await renderCatalogue();
    const card = await screen.findByRole('article', { name: 'Nursing licensure' });
    await user.click(within(card).getByRole('button', { name: 'Free trial of Nursing licensure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Free trial: Nursing licensure' });
    expect(
      await within(dialog).findByText(/You have finished this free trial/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Continue free trial' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Review free trial' }));
    await waitFor(() => expect(router.state.location.search).toBe('?testId=test-7'));
    expect(api.calls('POST /user/test/exam-1')).toHaveLength(0);
  });
});

describe('exam quick view', { timeout: 20_000 }, () => {
  const path = `/user/home/all-exams/view/${encodeURIComponent('exam-1')}?name=${encodeURIComponent('Nursing licensure')}`;

  it('shows description, courses and subjects, question count, mock settings and price', async () => {
    stubApi({
      'GET /user/exam/exam-1': ok({
        exam: detailOf(NURSING, { available: true, testId: null, ended: false }),
      }),
    });
    signInAs('user');
    renderRoute(path);
    expect(await screen.findByText('48 questions')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Nursing licensure' }),
    ).toBeInTheDocument();
    expect(screen.getByText('40 questions in 60 minutes')).toBeInTheDocument();
    expect(screen.getByText('Pharmacology')).toBeInTheDocument();
    expect(screen.getByText('Dosage calculations')).toBeInTheDocument();
    expect(screen.getByText('(12 questions)')).toBeInTheDocument();
    expect(screen.getByTestId('exam-price')).toHaveTextContent('$19.99');
    expect(
      screen.getByRole('button', { name: 'Add to cart: Nursing licensure, 1 month' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Free trial' })).toBeInTheDocument();
  });

  it('shows the total for the months chosen, counted as the cart counts it', async () => {
    stubApi({
      'GET /user/exam/exam-1': ok({
        exam: detailOf(NURSING, { available: true, testId: null, ended: false }),
      }),
    });
    signInAs('user');
    const { user } = renderRoute(path);
    expect(await screen.findByText('Total for 1 month:')).toHaveTextContent(
      'Total for 1 month: $19.99',
    );
    await user.click(screen.getByRole('combobox', { name: 'Months of Nursing licensure' }));
    await user.click(await screen.findByRole('option', { name: '3 months' }));
    expect(screen.getByText('Total for 3 months:')).toHaveTextContent('Total for 3 months: $59.97');
  });

  it("says 'Failed to load Exam' when the exam cannot be loaded", async () => {
    stubApi({ 'GET /user/exam/exam-1': fail(404, 'Exam not found', 'Not Found') });
    signInAs('user');
    renderRoute(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load Exam');
    expect(screen.getAllByText('Failed to load Exam').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('Exam not found')).toBeInTheDocument();
  });
});
