import type { TPublicExam } from '@prepward/shared/schemas/public';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ExamCatalogue, examQuickViewPath } from './exam-catalogue';

const NURSING: TPublicExam = {
  id: '8f6a3d0e-2b1c-4e5f-9a7b-1c2d3e4f5a6b',
  name: 'Registered Nurse Licensure',
  description: 'Prioritization, delegation, pharmacology and safety.',
  subscriptionAmount: 19.99,
  mockQuestions: 40,
  mockTestTime: 60,
  imageUrl: null,
};
const PHARMACY: TPublicExam = {
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  name: 'Pharmacy Registration',
  description: 'Calculations and clinical therapeutics.',
  subscriptionAmount: 25,
  mockQuestions: 30,
  mockTestTime: 45,
  imageUrl: 'https://cdn.example.com/pharmacy.png',
};

const page = (exams: TPublicExam[], total = exams.length) =>
  ok({ exams, pagination: { total, perPage: 12, currentPage: 1 } });

describe('exam catalogue', () => {
  it('shows each exam with its price per month and a sign-up link, newest first as sent', async () => {
    const api = stubApi({ 'GET /public/exams': page([NURSING, PHARMACY]) });
    renderWithProviders(<ExamCatalogue />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the exams…');

    const list = await screen.findByRole('list');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const nursing = within(cards[0]!);
    expect(nursing.getByRole('heading', { level: 3 })).toHaveTextContent(NURSING.name);
    expect(nursing.getByText(NURSING.description)).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('$19.99 per month');
    expect(cards[0]).toHaveTextContent('Mock exam: 40 questions in 60 minutes');
    expect(
      nursing.getByRole('link', { name: 'Sign up for Registered Nurse Licensure' }),
    ).toHaveAttribute('href', '/signup');
    expect(cards[1]).toHaveTextContent('$25 per month');

    // An image is sized (no shift as it loads) and loads only near the screen.
    const image = cards[1]!.querySelector('img')!;
    expect(image).toHaveAttribute('src', PHARMACY.imageUrl);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(cards[0]!.querySelector('img')).toBeNull();

    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/public/exams' });
    expect(api.requests[0]!.query.get('perPage')).toBe('12');
    expect(api.requests[0]!.headers.get('authorization')).toBeNull();
  });

  it('says how many more there are when the catalogue is longer than the page', async () => {
    stubApi({ 'GET /public/exams': page([NURSING], 30) });
    renderWithProviders(<ExamCatalogue />);
    expect(
      await screen.findByText('The 1 newest of 30 exams. Sign up to browse them all.'),
    ).toBeInTheDocument();
  });

  it('takes a signed-in student to the exam itself', async () => {
    window.localStorage.setItem('token', 'student-token');
    window.localStorage.setItem('accountType', 'user');
    stubApi({ 'GET /public/exams': page([NURSING]) });
    renderWithProviders(<ExamCatalogue />);
    const link = await screen.findByRole('link', { name: `View exam ${NURSING.name}` });
    expect(link).toHaveAttribute('href', examQuickViewPath(NURSING));
    expect(link.getAttribute('href')).toBe(
      `/user/home/all-exams/view/${NURSING.id}?name=Registered%20Nurse%20Licensure`,
    );
  });

  it('says so when there are no exams yet', async () => {
    stubApi({ 'GET /public/exams': page([]) });
    renderWithProviders(<ExamCatalogue />);
    expect(await screen.findByText('No exams are open for preparation yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('reports a failure and loads again on Try again', async () => {
    let calls = 0;
    stubApi({
      'GET /public/exams': () =>
        ++calls === 1 ? fail(503, 'The service is busy', 'Service Unavailable') : page([NURSING]),
    });
    const { user } = renderWithProviders(<ExamCatalogue />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The exams could not be loaded.');
    expect(alert).toHaveTextContent('The service is busy');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: NURSING.name })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
