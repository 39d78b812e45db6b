/** Common questions on the Support page, answered from how PrepWard works. */
export const COMMON_QUESTIONS: readonly { question: string; answer: string }[] = [
  {
    question: 'I forgot my password. What do I do?',
    answer:
      'Choose Forgot Password on the sign-in page. We email you a 6-digit code, valid for 15 minutes, and you then set a new password.',
  },
  {
    question: 'How long does my access to an exam last?',
    answer:
      'As many months as you bought. My Exams shows the date your access ends; buying more months extends it from that date.',
  },
  {
    question: 'I paid but the exam is not in My Exams.',
    answer:
      'A payment can take a minute to be confirmed. If the exam is still missing after that, send us a message with the date of the payment and we will sort it out.',
  },
  {
    question: 'A question looks wrong. How do I tell you?',
    answer:
      'Use the Report button under the question while you take a test. Our examiners review every report.',
  },
  {
    question: 'Can I change the email on my account?',
    answer:
      'Yes, on the Account page. We send a code to the new address, and you enter it on the verify page before you next sign in.',
  },
];
