// Four testimonials (TESTIMONIAL_COUNT), shown in rotation on the home page.
export type Testimonial = {
  id: string;
  quote: string;
  name: string;
  role: string;
};

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'amara',
    quote:
      'The explanations after every question were better than my textbooks. I stopped guessing why an answer was right and started understanding it.',
    name: 'Dr. Amara Obi',
    role: 'Junior doctor, passed her licensing exam first time',
  },
  {
    id: 'james',
    quote:
      'I fitted practice sessions around night shifts on my phone, then paused and picked up again on my laptop. The timed mocks felt just like the real thing.',
    name: 'James Carter',
    role: 'Registered nurse',
  },
  {
    id: 'priya',
    quote:
      'Seeing how other candidates answered each question showed me which topics everyone finds hard, so I knew where to spend my time.',
    name: 'Priya Nair',
    role: 'Pharmacist',
  },
  {
    id: 'tomasz',
    quote:
      'The analytics by subject after each mock exam told me exactly what to revise. My scores went up every week until exam day.',
    name: 'Tomasz Nowak',
    role: 'Physiotherapist',
  },
];
