// The FAQ shown on the home page (a selection) and on /faq (all of it).
import { FREE_TRIAL_QUESTIONS } from '@prepward/shared/constants';

export type Faq = {
  id: string;
  question: string;
  answer: string;
  /** Shown in the short list on the home page. */
  featured?: boolean;
};

export const FAQS: readonly Faq[] = [
  {
    id: 'who-is-it-for',
    question: 'Who is PrepWard for?',
    answer:
      'PrepWard is built for healthcare professionals preparing for licensing and registration exams: doctors, nurses, pharmacists, physiotherapists, healthcare assistants and students in those fields.',
    featured: true,
  },
  {
    id: 'create-account',
    question: 'How do I create an account?',
    answer:
      'Choose "Get started", fill in your name, email, profession and country, and pick a password. We email you a six-digit code to verify your address; once it is verified you can sign in and browse every exam.',
    featured: true,
  },
  {
    id: 'free-trial',
    question: 'Can I try an exam before paying?',
    answer: `Yes. Every exam has a free trial of ${FREE_TRIAL_QUESTIONS} questions so you can see the style of the questions and the explanations before you buy. The free trial is untimed.`,
    featured: true,
  },
  {
    id: 'payments',
    question: 'How do payments work?',
    answer:
      'Add an exam to your cart, choose how many months of access you want, and check out with a card through our secure payment provider. Prices are in US dollars and are shown before you pay. Access starts as soon as the payment succeeds.',
    featured: true,
  },
  {
    id: 'practice-vs-mock',
    question: 'What is the difference between a practice test and a mock exam?',
    answer:
      'A practice test lets you pick the courses and subjects, the number of questions and the time, and shows the explanation and how other candidates answered after each question. A mock exam follows the real exam: a fixed number of questions and a fixed time, with no explanations until you finish, followed by your analytics.',
    featured: true,
  },
  {
    id: 'pausing',
    question: 'Can I pause a test and come back later?',
    answer:
      'Practice tests can be paused and resumed; the remaining time is kept for you. Mock exams cannot be paused, just like the real exam, but you can end them early.',
  },
  {
    id: 'explanations',
    question: 'Does every question have an explanation?',
    answer:
      'Yes. After you submit an answer in a practice test you see the correct answer, a written explanation and the percentage of candidates who chose each option. In a mock exam the explanations are available after the exam ends.',
    featured: true,
  },
  {
    id: 'devices',
    question: 'Can I study on my phone?',
    answer:
      'Yes. PrepWard works in any modern browser on phones, tablets and computers, so you can answer a few questions on a break and continue on your laptop later. There is nothing to install.',
  },
  {
    id: 'analytics',
    question: 'How do I see my progress?',
    answer:
      'After a mock exam you get analytics by subject, so you can see where you are strong and which topics need more practice.',
  },
  {
    id: 'support',
    question: 'How do I get help?',
    answer:
      'Signed-in students can write to us from the Support page in their account. You can also report a question you think is wrong straight from the exam screen, and our clinical team will review it.',
  },
];

export const FEATURED_FAQS = FAQS.filter((faq) => faq.featured);
