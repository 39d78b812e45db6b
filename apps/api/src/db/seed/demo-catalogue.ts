// Sample content for the demo catalogue (SEED_DEMO). Written for demonstration only:
// not an official exam item bank; not a substitute for clinical guidance.
export type SeedOption = { value: string; correct: boolean };
export type SeedQuestion =
  | { type: 'single_choice'; question: string; explanation: string; options: SeedOption[] }
  | { type: 'multiple_choice'; question: string; explanation: string; options: SeedOption[] }
  | { type: 'fill_in_the_blanks'; question: string; explanation: string; answer: string };
export type SeedSubject = { name: string; questions: SeedQuestion[] };
export type SeedCourse = { name: string; subjects: SeedSubject[] };
export type SeedExam = {
  name: string;
  description: string;
  subscriptionAmount: number; // USD per month, e.g. 19.99
  mockQuestions: number; // questions in a mock exam, <= total questions of the exam
  mockTestTime: number; // minutes
  courses: SeedCourse[];
};

export const demoCatalogue: SeedExam[] = [
  // ---------------------------------------------------------------------------
  // 1. Nursing
  // ---------------------------------------------------------------------------
  {
    name: 'Registered Nurse Licensure Practice (NCLEX-style)',
    description:
      'Practice questions in the style of a registered nurse licensure exam: prioritization, delegation, safety and infection control, pharmacology, laboratory values, maternal-newborn, pediatric and mental health nursing. Independent practice material, not affiliated with any official exam.',
    subscriptionAmount: 19.99,
    mockQuestions: 40,
    mockTestTime: 60,
    courses: [
      {
        name: 'Safe and Effective Care Environment',
        subjects: [
          {
            name: 'Management of Care and Prioritization',
            questions: [
              {
                type: 'single_choice',
                question:
                  '<p>The nurse receives report on four clients. Which client should the nurse assess <strong>first</strong>?</p>',
                explanation:
                  '<p>New stridor and restlessness after thyroidectomy suggest airway compromise (edema, hematoma or laryngeal spasm), which is the highest priority under the ABCs. The other clients are stable or have expected findings that can be addressed afterward.</p>',
                options: [
                  {
                    value:
                      'A client with COPD whose oxygen saturation is 90% on 2 L/min, which is the baseline',
                    correct: false,
                  },
                  {
                    value:
                      'A client on postoperative day 1 requesting pain medication for pain rated 5/10',
                    correct: false,
                  },
                  {
                    value:
                      'A client who had a thyroidectomy 4 hours ago and is now restless with new stridor',
                    correct: true,
                  },
                  {
                    value: 'A client with diabetes whose blood glucose is 180 mg/dL before lunch',
                    correct: false,
                  },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>Which task is most appropriate for the registered nurse to delegate to assistive personnel (AP)?</p>',
                explanation:
                  '<p>Measuring and recording vital signs on a stable client is a routine task with a predictable outcome and may be delegated. Assessment, teaching and evaluation require nursing judgment and remain the responsibility of the RN.</p>',
                options: [
                  {
                    value: 'Measuring and recording vital signs on a stable postoperative client',
                    correct: true,
                  },
                  {
                    value: 'Performing the admission skin assessment on a new client',
                    correct: false,
                  },
                  { value: 'Teaching a client how to use an incentive spirometer', correct: false },
                  {
                    value: "Evaluating a client's response to an opioid analgesic",
                    correct: false,
                  },
                ],
              },
              {
                type: 'single_choice',
                question:
                  "<p>A client who is about to sign a surgical consent form asks the nurse what the risks of the procedure are. What is the nurse's best action?</p>",
                explanation:
                  '<p>Explaining the procedure, its risks and alternatives is the responsibility of the surgeon (provider) performing it; the nurse should notify the surgeon before the form is signed. The nurse witnesses the signature but does not obtain informed consent by providing the explanation, and a family member cannot sign for a competent adult.</p>',
                options: [
                  { value: 'Explain the risks of the procedure to the client', correct: false },
                  {
                    value:
                      'Reassure the client and witness the signature so surgery is not delayed',
                    correct: false,
                  },
                  {
                    value: 'Ask a family member to sign the form on behalf of the client',
                    correct: false,
                  },
                  {
                    value:
                      'Hold the form and notify the surgeon that the client needs more information',
                    correct: true,
                  },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>Which client assignment is most appropriate for a licensed practical/vocational nurse (LPN/LVN)?</p>',
                explanation:
                  '<p>LPN/LVNs care for stable clients with predictable outcomes, including giving scheduled oral medications. Initial assessment of a new or unstable client and initial teaching are RN responsibilities.</p>',
                options: [
                  { value: 'A client newly admitted with acute chest pain', correct: false },
                  {
                    value:
                      'A client with stable chronic heart failure who needs scheduled oral medications',
                    correct: true,
                  },
                  {
                    value:
                      'A client who needs initial teaching about a newly prescribed insulin regimen',
                    correct: false,
                  },
                  {
                    value: 'A client who returned from surgery 30 minutes ago and is still drowsy',
                    correct: false,
                  },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>When using the SBAR format to call a provider, which information belongs in the <strong>Assessment</strong> component?</p>',
                explanation:
                  "<p>In SBAR, Assessment is the nurse's interpretation of the problem based on the data. The client's name and reason for the call are the Situation, history is the Background, and requested orders are the Recommendation.</p>",
                options: [
                  { value: "The client's name and the reason for the call", correct: false },
                  {
                    value: "The client's past medical history and admitting diagnosis",
                    correct: false,
                  },
                  { value: "The nurse's interpretation of what the problem is", correct: true },
                  { value: 'The orders the nurse is requesting', correct: false },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which actions by the nurse protect client confidentiality? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Logging off an unattended workstation and sharing information only with team members directly involved in care protect privacy. Discussing clients in public areas or posting client images on personal social media, even without a name, are breaches of confidentiality.</p>',
                options: [
                  { value: 'Logging off the computer before stepping away from it', correct: true },
                  {
                    value: "Discussing a client's diagnosis with a colleague in the elevator",
                    correct: false,
                  },
                  {
                    value:
                      'Sharing information only with team members directly involved in the care',
                    correct: true,
                  },
                  {
                    value:
                      "Posting a photo of a client's wound on personal social media without the name",
                    correct: false,
                  },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which situations require the nurse to complete an incident (occurrence) report? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Incident reports are completed for unexpected events that caused or could cause harm, such as a client fall, a medication error or a visitor injury. A client declining a meal is documented in the record but is not an incident.</p>',
                options: [
                  { value: 'A client is found on the floor beside the bed', correct: true },
                  {
                    value: 'A client receives a medication dose that was meant for another client',
                    correct: true,
                  },
                  { value: 'A client declines breakfast because of nausea', correct: false },
                  { value: 'A visitor slips on a wet floor in the hallway', correct: true },
                ],
              },
              {
                type: 'fill_in_the_blanks',
                question:
                  '<p>In the ABC framework used to set priorities, the letter A stands for _____.</p>',
                explanation:
                  '<p>ABC stands for <strong>airway</strong>, breathing and circulation; a patent airway is the first priority because no other intervention is effective without it.</p>',
                answer: 'airway',
              },
            ],
          },
          {
            name: 'Safety and Infection Control',
            questions: [
              {
                type: 'single_choice',
                question:
                  '<p>A client is admitted with suspected active pulmonary tuberculosis. Which precautions should the nurse implement?</p>',
                explanation:
                  '<p>Tuberculosis is spread by airborne droplet nuclei, so the client requires a negative-pressure (airborne infection isolation) room and staff wear a fit-tested N95 respirator. Droplet and contact precautions do not protect against airborne transmission.</p>',
                options: [
                  { value: 'Contact precautions with gown and gloves', correct: false },
                  { value: 'Droplet precautions with a surgical mask', correct: false },
                  { value: 'Standard precautions only', correct: false },
                  {
                    value:
                      'Airborne precautions with a negative-pressure room and an N95 respirator',
                    correct: true,
                  },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>After caring for a client with <em>Clostridioides difficile</em> diarrhea, which hand hygiene method should the nurse use?</p>',
                explanation:
                  '<p><em>C. difficile</em> forms spores that are not reliably killed by alcohol, so hands should be washed with soap and water to physically remove them. Gloves reduce contamination but do not replace hand hygiene.</p>',
                options: [
                  { value: 'Alcohol-based hand rub for at least 20 seconds', correct: false },
                  { value: 'Washing with soap and water', correct: true },
                  { value: 'Removing gloves without further hand hygiene', correct: false },
                  { value: 'Wiping hands with a disinfectant surface wipe', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>When putting on personal protective equipment before entering an isolation room, which item should the nurse put on <strong>last</strong>?</p>',
                explanation:
                  '<p>The recommended donning sequence is gown, mask or respirator, goggles or face shield, and then gloves. Gloves go on last so that they can be pulled over the cuffs of the gown.</p>',
                options: [
                  { value: 'Gown', correct: false },
                  { value: 'Mask or respirator', correct: false },
                  { value: 'Gloves', correct: true },
                  { value: 'Goggles or face shield', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  "<p>The nurse discovers a fire in a client's room. Using the RACE mnemonic, what is the nurse's <strong>first</strong> action?</p>",
                explanation:
                  '<p>RACE stands for Rescue, Alarm, Contain and Extinguish; the first step is to rescue any client in immediate danger. Activating the alarm, containing the fire and extinguishing it follow.</p>',
                options: [
                  { value: 'Rescue the client from the room', correct: true },
                  { value: 'Activate the fire alarm', correct: false },
                  { value: 'Close the doors to contain the fire', correct: false },
                  { value: 'Use a fire extinguisher on the fire', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>The nurse applies prescribed wrist restraints to a client. Where should the restraint straps be secured?</p>',
                explanation:
                  '<p>Restraints are tied to the movable part of the bed frame with a quick-release knot so they can be removed quickly in an emergency. Tying them to a side rail can injure the client when the rail is lowered.</p>',
                options: [
                  { value: 'To the side rails with a square knot', correct: false },
                  { value: 'Under the mattress', correct: false },
                  { value: 'To the headboard with a double knot', correct: false },
                  { value: 'To the bed frame using a quick-release knot', correct: true },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which conditions require <strong>droplet</strong> precautions? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Influenza, pertussis and meningococcal meningitis are spread by large respiratory droplets and require droplet precautions. Measles is spread by the airborne route and requires airborne precautions.</p>',
                options: [
                  { value: 'Influenza', correct: true },
                  { value: 'Measles (rubeola)', correct: false },
                  { value: 'Pertussis', correct: true },
                  { value: 'Neisseria meningitidis meningitis', correct: true },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which interventions help prevent falls in a hospitalized older adult? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>A low bed with locked brakes, a call light within reach and nonskid footwear reduce fall risk. Raising all four side rails is considered a restraint and increases the risk of injury when clients climb over them.</p>',
                options: [
                  { value: 'Raise all four side rails at night', correct: false },
                  {
                    value: 'Keep the bed in the lowest position with the brakes locked',
                    correct: true,
                  },
                  { value: 'Place the call light within easy reach', correct: true },
                  { value: 'Provide nonskid footwear for ambulation', correct: true },
                ],
              },
              {
                type: 'fill_in_the_blanks',
                question:
                  '<p>The single most effective measure for preventing health care-associated infections is _____ hygiene.</p>',
                explanation:
                  '<p><strong>Hand</strong> hygiene before and after client contact is the most effective way to interrupt transmission of pathogens between clients and staff.</p>',
                answer: 'hand',
              },
            ],
          },
        ],
      },
      {
        name: 'Physiological Integrity',
        subjects: [
          {
            name: 'Pharmacological Therapies',
            questions: [
              {
                type: 'single_choice',
                question:
                  "<p>Before giving digoxin to an adult client, the nurse measures an apical pulse of 54 beats/min. What is the nurse's best action?</p>",
                explanation:
                  '<p>Digoxin slows the heart rate and is usually held when the adult apical pulse is below 60 beats/min; the provider should be notified. Giving the dose or rechecking later without notifying the provider could worsen bradycardia or miss toxicity.</p>',
                options: [
                  { value: 'Give the dose and recheck the pulse in 1 hour', correct: false },
                  { value: 'Withhold the dose and notify the provider', correct: true },
                  { value: 'Give half of the prescribed dose', correct: false },
                  { value: 'Give the dose with a full glass of water', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A client receiving a continuous heparin infusion develops signs of significant bleeding. Which antidote should the nurse anticipate?</p>',
                explanation:
                  '<p>Protamine sulfate binds and neutralizes heparin. Vitamin K reverses warfarin, naloxone reverses opioids and flumazenil reverses benzodiazepines.</p>',
                options: [
                  { value: 'Vitamin K (phytonadione)', correct: false },
                  { value: 'Naloxone', correct: false },
                  { value: 'Protamine sulfate', correct: true },
                  { value: 'Flumazenil', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>Which laboratory value should the nurse monitor to evaluate the effectiveness of warfarin therapy?</p>',
                explanation:
                  '<p>Warfarin therapy is monitored with the PT/INR. The aPTT is used to monitor unfractionated heparin, and platelet count and potassium do not measure warfarin effect.</p>',
                options: [
                  { value: 'Activated partial thromboplastin time (aPTT)', correct: false },
                  { value: 'International normalized ratio (INR)', correct: true },
                  { value: 'Platelet count', correct: false },
                  { value: 'Serum potassium', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A client is started on furosemide for heart failure. Which electrolyte imbalance is the nurse most concerned about?</p>',
                explanation:
                  '<p>Furosemide is a loop diuretic that causes loss of potassium in the urine, so hypokalemia is the main concern. Hyperkalemia is associated with potassium-sparing diuretics.</p>',
                options: [
                  { value: 'Hyperkalemia', correct: false },
                  { value: 'Hypernatremia', correct: false },
                  { value: 'Hypercalcemia', correct: false },
                  { value: 'Hypokalemia', correct: true },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>During an IV vancomycin infusion, a client develops flushing and itching of the face, neck and upper chest. This reaction is most often caused by which factor?</p>',
                explanation:
                  '<p>Vancomycin infusion reaction (flushing syndrome) is a histamine-related reaction usually caused by infusing the drug too rapidly; vancomycin is typically infused over at least 60 minutes. It is not caused by the diluent or by nephrotoxicity.</p>',
                options: [
                  { value: 'Infusing the drug too rapidly', correct: true },
                  { value: 'Diluting the drug in normal saline', correct: false },
                  { value: 'Acute kidney injury from the drug', correct: false },
                  { value: 'Giving the drug with food', correct: false },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which adverse effects should the nurse monitor for in a client receiving an opioid analgesic? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Opioids cause respiratory depression, sedation and constipation by acting on mu receptors in the CNS and gut. They slow intestinal motility, so diarrhea is not an expected adverse effect.</p>',
                options: [
                  { value: 'Respiratory depression', correct: true },
                  { value: 'Constipation', correct: true },
                  { value: 'Diarrhea', correct: false },
                  { value: 'Sedation', correct: true },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which statements by a client taking warfarin indicate correct understanding of teaching? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>A soft toothbrush and electric razor reduce bleeding risk, and a consistent intake of vitamin K-rich foods keeps the INR stable. Aspirin increases bleeding risk, and a missed dose should not be doubled.</p>',
                options: [
                  { value: '"I will take aspirin when I have a headache."', correct: false },
                  { value: '"I will use a soft toothbrush and an electric razor."', correct: true },
                  {
                    value: '"If I miss a dose, I will take a double dose the next day."',
                    correct: false,
                  },
                  {
                    value:
                      '"I will keep my intake of green leafy vegetables about the same each week."',
                    correct: true,
                  },
                ],
              },
              {
                type: 'fill_in_the_blanks',
                question:
                  '<p>The opioid antagonist given to reverse opioid-induced respiratory depression is _____.</p>',
                explanation:
                  '<p><strong>Naloxone</strong> competitively blocks opioid receptors and rapidly reverses respiratory depression. Its duration may be shorter than the opioid, so the client must be monitored for recurrent sedation.</p>',
                answer: 'naloxone',
              },
            ],
          },
          {
            name: 'Reduction of Risk Potential',
            questions: [
              {
                type: 'single_choice',
                question: '<p>What is the normal adult serum potassium range?</p>',
                explanation:
                  '<p>Normal serum potassium is about 3.5 to 5.0 mEq/L. 135 to 145 mEq/L is the normal range for sodium.</p>',
                options: [
                  { value: '1.5 to 2.5 mEq/L', correct: false },
                  { value: '3.5 to 5.0 mEq/L', correct: true },
                  { value: '5.5 to 7.0 mEq/L', correct: false },
                  { value: '135 to 145 mEq/L', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A client returns to the unit after a cardiac catheterization through the femoral artery. Which assessment is the <strong>priority</strong>?</p>',
                explanation:
                  '<p>After femoral arterial access the main risks are bleeding or hematoma at the site and impaired circulation to the limb, so the site and distal pulses are assessed first and frequently. Bowel sounds, appetite and incentive spirometry are lower priorities.</p>',
                options: [
                  { value: 'Bowel sounds in all four quadrants', correct: false },
                  { value: "The client's appetite and readiness for a meal", correct: false },
                  { value: 'Use of the incentive spirometer', correct: false },
                  {
                    value:
                      'The insertion site for bleeding and the pedal pulses of the affected leg',
                    correct: true,
                  },
                ],
              },
              {
                type: 'single_choice',
                question: '<p>Which value is within the normal adult range for serum sodium?</p>',
                explanation:
                  '<p>Normal serum sodium is 135 to 145 mEq/L, so 140 mEq/L is normal. 128 mEq/L indicates hyponatremia and 150 or 158 mEq/L indicate hypernatremia.</p>',
                options: [
                  { value: '128 mEq/L', correct: false },
                  { value: '140 mEq/L', correct: true },
                  { value: '150 mEq/L', correct: false },
                  { value: '158 mEq/L', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A client has a serum potassium level of 6.8 mEq/L. Which ECG change should the nurse expect?</p>',
                explanation:
                  '<p>Hyperkalemia classically produces tall, peaked T waves, which may progress to widened QRS complexes and dysrhythmias. Prominent U waves and flattened T waves are seen with hypokalemia.</p>',
                options: [
                  { value: 'Prominent U waves', correct: false },
                  { value: 'Flattened T waves', correct: false },
                  { value: 'Tall, peaked T waves', correct: true },
                  { value: 'Shortened PR interval with delta waves', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  "<p>The nurse notes continuous bubbling in the water-seal chamber of a client's chest drainage system. What does this finding indicate?</p>",
                explanation:
                  '<p>Continuous bubbling in the water-seal chamber indicates an air leak in the system or from the client. Gentle rise and fall of the water (tidaling) with breathing is expected, and bubbling in the suction-control chamber is normal with wet suction.</p>',
                options: [
                  { value: 'An air leak in the system', correct: true },
                  { value: 'Normal functioning of the water seal', correct: false },
                  { value: 'Complete re-expansion of the lung', correct: false },
                  { value: 'An occluded chest tube', correct: false },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which findings are consistent with hypoglycemia in a client with diabetes? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Hypoglycemia triggers sympathetic responses (diaphoresis, tremors, tachycardia) and neuroglycopenic signs such as confusion. Polyuria is a sign of hyperglycemia.</p>',
                options: [
                  { value: 'Diaphoresis', correct: true },
                  { value: 'Polyuria', correct: false },
                  { value: 'Tremors', correct: true },
                  { value: 'Tachycardia and confusion', correct: true },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>After a total thyroidectomy, which findings suggest hypocalcemia? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Accidental injury to the parathyroid glands can cause hypocalcemia, which increases neuromuscular excitability: perioral tingling and positive Chvostek and Trousseau signs. Hypocalcemia causes hyperactive, not decreased, deep tendon reflexes.</p>',
                options: [
                  { value: 'Positive Chvostek sign', correct: true },
                  { value: 'Decreased deep tendon reflexes', correct: false },
                  { value: 'Tingling around the mouth', correct: true },
                  { value: 'Positive Trousseau sign', correct: true },
                ],
              },
              {
                type: 'fill_in_the_blanks',
                question:
                  '<p>A normal fasting plasma glucose in an adult is less than _____ mg/dL.</p>',
                explanation:
                  '<p>A fasting plasma glucose below <strong>100</strong> mg/dL is normal; 100 to 125 mg/dL indicates impaired fasting glucose and 126 mg/dL or higher on repeat testing is consistent with diabetes.</p>',
                answer: '100',
              },
            ],
          },
        ],
      },
      {
        name: 'Health Promotion and Psychosocial Integrity',
        subjects: [
          {
            name: 'Maternal-Newborn and Pediatric Nursing',
            questions: [
              {
                type: 'single_choice',
                question:
                  "<p>A laboring client who is not receiving oxytocin has late decelerations on the fetal heart rate monitor. What is the nurse's <strong>first</strong> action?</p>",
                explanation:
                  '<p>Late decelerations reflect uteroplacental insufficiency; turning the client to a lateral position improves uterine blood flow and is the first intrauterine resuscitation measure. Simply documenting delays care, and surgery is considered only if the pattern does not resolve.</p>',
                options: [
                  { value: 'Document the finding and continue monitoring', correct: false },
                  { value: 'Turn the client onto her side', correct: true },
                  { value: 'Prepare the client for an immediate cesarean birth', correct: false },
                  {
                    value: 'Encourage the client to push with the next contraction',
                    correct: false,
                  },
                ],
              },
              {
                type: 'single_choice',
                question: '<p>At what times after birth is the Apgar score routinely assigned?</p>',
                explanation:
                  '<p>The Apgar score is assigned at 1 and 5 minutes after birth, with additional scores every 5 minutes if the 5-minute score is low. It assesses heart rate, respiratory effort, muscle tone, reflex irritability and color.</p>',
                options: [
                  { value: 'At birth and at 30 minutes', correct: false },
                  { value: 'At 5 and 15 minutes', correct: false },
                  { value: 'At 10 and 60 minutes', correct: false },
                  { value: 'At 1 and 5 minutes', correct: true },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A client with preeclampsia is receiving IV magnesium sulfate. Which finding indicates magnesium toxicity?</p>',
                explanation:
                  '<p>Loss of deep tendon reflexes and respiratory depression (respirations below 12/min) are signs of magnesium toxicity, and the infusion should be stopped. A urine output of 40 mL/h and 2+ reflexes are acceptable, and elevated blood pressure reflects the preeclampsia itself.</p>',
                options: [
                  { value: 'Urine output of 40 mL/h', correct: false },
                  { value: 'Deep tendon reflexes of 2+', correct: false },
                  {
                    value: 'Respiratory rate of 10/min and absent patellar reflexes',
                    correct: true,
                  },
                  { value: 'Blood pressure of 150/96 mm Hg', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  "<p>One hour after a vaginal birth, the nurse finds the client's fundus boggy and midline at the level of the umbilicus. What is the nurse's <strong>first</strong> action?</p>",
                explanation:
                  '<p>A boggy fundus indicates uterine atony, the most common cause of postpartum hemorrhage; fundal massage stimulates contraction and is the first action. Notifying the provider and giving uterotonics follow if the uterus does not firm up.</p>',
                options: [
                  { value: 'Massage the fundus', correct: true },
                  { value: 'Notify the provider immediately', correct: false },
                  { value: 'Place the client in Trendelenburg position', correct: false },
                  { value: 'Reassess the fundus in 1 hour', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A child is admitted with suspected acute epiglottitis, drooling and sitting upright leaning forward. Which action should the nurse <strong>avoid</strong>?</p>',
                explanation:
                  '<p>Examining the throat with a tongue depressor can trigger laryngospasm and complete airway obstruction in epiglottitis. Keeping the child calm, upright and with a caregiver while emergency airway equipment is available is appropriate.</p>',
                options: [
                  {
                    value: 'Allowing the child to stay in the position of comfort',
                    correct: false,
                  },
                  { value: 'Keeping emergency airway equipment at the bedside', correct: false },
                  { value: 'Allowing a caregiver to stay with the child', correct: false },
                  { value: 'Inspecting the throat with a tongue depressor', correct: true },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which findings suggest dehydration in a 6-month-old infant? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>A sunken anterior fontanel, fewer wet diapers and absence of tears indicate fluid volume deficit in an infant. A bulging fontanel suggests increased intracranial pressure, not dehydration.</p>',
                options: [
                  { value: 'Sunken anterior fontanel', correct: true },
                  { value: 'Bulging anterior fontanel', correct: false },
                  { value: 'Fewer wet diapers than usual', correct: true },
                  { value: 'Absence of tears when crying', correct: true },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which findings are expected in a healthy full-term newborn during the first day of life? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Acrocyanosis, milia and a heart rate around 130 beats/min are normal newborn findings. A respiratory rate of 80/min with grunting exceeds the normal 30 to 60 breaths/min and suggests respiratory distress.</p>',
                options: [
                  { value: 'Bluish hands and feet (acrocyanosis)', correct: true },
                  { value: 'Respiratory rate of 80/min with expiratory grunting', correct: false },
                  { value: 'Small white papules on the nose (milia)', correct: true },
                  { value: 'Heart rate of 130 beats/min at rest', correct: true },
                ],
              },
              {
                type: 'fill_in_the_blanks',
                question:
                  '<p>The antidote kept at the bedside for magnesium sulfate toxicity is calcium _____.</p>',
                explanation:
                  '<p>Calcium <strong>gluconate</strong> antagonizes the effects of magnesium at the neuromuscular junction and is given IV for magnesium toxicity with respiratory depression.</p>',
                answer: 'gluconate',
              },
            ],
          },
          {
            name: 'Mental Health Nursing',
            questions: [
              {
                type: 'single_choice',
                question:
                  '<p>A client on a mental health unit tells the nurse, "I have a plan to kill myself tonight." What is the nurse\'s <strong>priority</strong> action?</p>',
                explanation:
                  '<p>A client with a specific suicide plan is at high risk, and safety is the priority: the nurse stays with the client and ensures continuous (one-to-one) observation. Exploring past history, sedation or outpatient referral do not address immediate safety.</p>',
                options: [
                  { value: "Explore the client's childhood experiences", correct: false },
                  {
                    value: 'Stay with the client and initiate continuous observation',
                    correct: true,
                  },
                  {
                    value: 'Give a PRN anxiolytic and check on the client in 1 hour',
                    correct: false,
                  },
                  { value: 'Refer the client to an outpatient support group', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question: '<p>Which condition most increases the risk of lithium toxicity?</p>',
                explanation:
                  '<p>Lithium is handled by the kidneys like sodium; dehydration and sodium loss (vomiting, diarrhea, sweating) increase lithium reabsorption and serum levels. Adequate fluid and normal sodium intake help prevent toxicity.</p>',
                options: [
                  { value: 'Drinking 2 to 3 L of fluid per day', correct: false },
                  { value: 'A diet with normal sodium intake', correct: false },
                  { value: 'Dehydration from vomiting and diarrhea', correct: true },
                  { value: 'Taking lithium with meals', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>Which medication class is first-line for managing symptoms of acute alcohol withdrawal?</p>',
                explanation:
                  '<p>Benzodiazepines such as chlordiazepoxide or lorazepam are first-line because they act at GABA receptors, reduce withdrawal symptoms and prevent seizures and delirium tremens. Opioid antagonists, SSRIs and stimulants do not treat withdrawal.</p>',
                options: [
                  { value: 'Benzodiazepines', correct: true },
                  { value: 'Opioid antagonists', correct: false },
                  { value: 'Selective serotonin reuptake inhibitors', correct: false },
                  { value: 'CNS stimulants', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A client with depression says, "Nobody would care if I were gone." Which response by the nurse is best?</p>',
                explanation:
                  '<p>Asking directly about suicidal thoughts is therapeutic and does not increase risk; it allows the nurse to assess safety. False reassurance, "why" questions and changing the subject block communication.</p>',
                options: [
                  { value: '"Of course people care about you."', correct: false },
                  { value: '"Why do you feel that way?"', correct: false },
                  { value: '"Let\'s talk about something more cheerful."', correct: false },
                  { value: '"Are you having thoughts of ending your life?"', correct: true },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A client taking phenelzine, a monoamine oxidase inhibitor (MAOI), should be taught to avoid which food?</p>',
                explanation:
                  '<p>Aged cheese is high in tyramine, which can cause a hypertensive crisis in clients taking MAOIs. Fresh chicken, cottage cheese and fresh apples are low in tyramine.</p>',
                options: [
                  { value: 'Fresh roasted chicken', correct: false },
                  { value: 'Aged cheddar cheese', correct: true },
                  { value: 'Cottage cheese', correct: false },
                  { value: 'Fresh apples', correct: false },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which findings in a client taking an antipsychotic suggest neuroleptic malignant syndrome? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Neuroleptic malignant syndrome presents with high fever, severe ("lead-pipe") muscle rigidity, altered mental status and autonomic instability such as labile blood pressure and diaphoresis. Hypothermia with bradycardia is not typical.</p>',
                options: [
                  { value: 'Hyperthermia', correct: true },
                  { value: 'Severe muscle rigidity', correct: true },
                  { value: 'Hypothermia and bradycardia', correct: false },
                  { value: 'Fluctuating blood pressure and diaphoresis', correct: true },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which findings are expected in a client experiencing opioid withdrawal? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Opioid withdrawal causes yawning, rhinorrhea, lacrimation, dilated pupils, muscle aches and gastrointestinal upset. Pinpoint pupils are a sign of opioid intoxication, not withdrawal.</p>',
                options: [
                  { value: 'Pinpoint pupils', correct: false },
                  { value: 'Yawning and rhinorrhea', correct: true },
                  { value: 'Dilated pupils', correct: true },
                  { value: 'Muscle aches', correct: true },
                ],
              },
              {
                type: 'fill_in_the_blanks',
                question:
                  '<p>The antidote used to reverse benzodiazepine-induced sedation is _____.</p>',
                explanation:
                  '<p><strong>Flumazenil</strong> is a benzodiazepine receptor antagonist. It must be used cautiously because it can precipitate seizures in clients with long-term benzodiazepine use.</p>',
                answer: 'flumazenil',
              },
            ],
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // 2. Pharmacy
  // ---------------------------------------------------------------------------
  {
    name: 'Pharmacist Licensure Practice',
    description:
      'Practice questions in the style of a pharmacist licensure exam: cardiovascular and infectious disease pharmacotherapy, pharmacokinetics, pharmaceutical calculations, drug interactions and toxicology. Independent practice material, not affiliated with any official exam.',
    subscriptionAmount: 24.99,
    mockQuestions: 40,
    mockTestTime: 60,
    courses: [
      {
        name: 'Pharmacology and Therapeutics',
        subjects: [
          {
            name: 'Cardiovascular Pharmacotherapy',
            questions: [
              {
                type: 'single_choice',
                question: '<p>What is the mechanism of action of lisinopril?</p>',
                explanation:
                  '<p>Lisinopril inhibits angiotensin-converting enzyme, reducing conversion of angiotensin I to angiotensin II. Angiotensin II receptor blockade describes ARBs such as losartan, and direct renin inhibition describes aliskiren.</p>',
                options: [
                  { value: 'Blocks angiotensin II type 1 (AT1) receptors', correct: false },
                  { value: 'Directly inhibits renin', correct: false },
                  { value: 'Blocks aldosterone receptors in the collecting duct', correct: false },
                  {
                    value: 'Inhibits the conversion of angiotensin I to angiotensin II',
                    correct: true,
                  },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A patient develops a persistent dry cough after starting an antihypertensive. Which drug class is most likely responsible?</p>',
                explanation:
                  '<p>ACE inhibitors block the breakdown of bradykinin, which accumulates and causes a dry cough in a notable share of patients. ARBs do not significantly affect bradykinin and are a common alternative.</p>',
                options: [
                  { value: 'Angiotensin II receptor blockers', correct: false },
                  { value: 'ACE inhibitors', correct: true },
                  { value: 'Dihydropyridine calcium channel blockers', correct: false },
                  { value: 'Thiazide diuretics', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A patient taking atorvastatin reports unexplained muscle pain and weakness. Which adverse effect should be suspected?</p>',
                explanation:
                  '<p>Statins can cause myopathy, ranging from myalgia to rare rhabdomyolysis; a CK level should be checked. Hyperkalemia, angioedema and ototoxicity are not characteristic statin effects.</p>',
                options: [
                  { value: 'Hyperkalemia', correct: false },
                  { value: 'Angioedema', correct: false },
                  { value: 'Statin-associated myopathy', correct: true },
                  { value: 'Ototoxicity', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question: '<p>What is the mechanism of action of clopidogrel?</p>',
                explanation:
                  '<p>Clopidogrel is a prodrug whose active metabolite irreversibly blocks the platelet P2Y12 ADP receptor. Aspirin irreversibly inhibits COX-1, and glycoprotein IIb/IIIa inhibitors block fibrinogen binding.</p>',
                options: [
                  { value: 'Irreversibly blocks the platelet P2Y12 ADP receptor', correct: true },
                  { value: 'Irreversibly inhibits cyclooxygenase-1', correct: false },
                  { value: 'Directly inhibits thrombin', correct: false },
                  { value: 'Inhibits factor Xa', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>Which laboratory test should be monitored periodically in a patient on long-term amiodarone therapy?</p>',
                explanation:
                  '<p>Amiodarone contains iodine and can cause hypothyroidism or hyperthyroidism, so thyroid function tests are monitored (along with liver function and pulmonary assessment). Amylase, uric acid and lipid levels are not routine amiodarone monitoring.</p>',
                options: [
                  { value: 'Serum amylase', correct: false },
                  { value: 'Serum uric acid', correct: false },
                  { value: 'Fasting lipid panel', correct: false },
                  { value: 'Thyroid function tests', correct: true },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which medications have been shown to reduce mortality in heart failure with reduced ejection fraction? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>ACE inhibitors, evidence-based beta-blockers such as carvedilol and mineralocorticoid receptor antagonists such as spironolactone reduce mortality in HFrEF. Loop diuretics like furosemide relieve congestion but have not been shown to reduce mortality.</p>',
                options: [
                  { value: 'Carvedilol', correct: true },
                  { value: 'Furosemide', correct: false },
                  { value: 'Spironolactone', correct: true },
                  { value: 'Lisinopril', correct: true },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which adverse effects are associated with spironolactone? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Spironolactone is a potassium-sparing aldosterone antagonist with antiandrogenic activity, so it can cause hyperkalemia and gynecomastia. Hypokalemia and ototoxicity are associated with loop diuretics.</p>',
                options: [
                  { value: 'Hypokalemia', correct: false },
                  { value: 'Hyperkalemia', correct: true },
                  { value: 'Gynecomastia', correct: true },
                  { value: 'Ototoxicity', correct: false },
                ],
              },
              {
                type: 'fill_in_the_blanks',
                question:
                  '<p>For acute angina, sublingual nitroglycerin may be repeated every _____ minutes, up to a total of 3 doses.</p>',
                explanation:
                  '<p>Sublingual nitroglycerin is taken every <strong>5</strong> minutes for up to 3 doses; emergency services should be called if chest pain is not improved 5 minutes after the first dose.</p>',
                answer: '5',
              },
            ],
          },
          {
            name: 'Infectious Disease Pharmacotherapy',
            questions: [
              {
                type: 'single_choice',
                question: '<p>How do beta-lactam antibiotics kill bacteria?</p>',
                explanation:
                  '<p>Beta-lactams bind penicillin-binding proteins and inhibit the transpeptidation step of peptidoglycan cell wall synthesis. Inhibition of the 30S or 50S ribosomal subunits describes aminoglycosides, tetracyclines and macrolides.</p>',
                options: [
                  { value: 'They bind the 30S ribosomal subunit', correct: false },
                  {
                    value: 'They bind penicillin-binding proteins and inhibit cell wall synthesis',
                    correct: true,
                  },
                  { value: 'They inhibit DNA gyrase', correct: false },
                  { value: 'They inhibit folic acid synthesis', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>Which IV antibiotic is a standard choice for bacteremia caused by methicillin-resistant <em>Staphylococcus aureus</em> (MRSA)?</p>',
                explanation:
                  '<p>Vancomycin is active against MRSA and is a standard treatment for MRSA bacteremia. Cefazolin, nafcillin and amoxicillin are beta-lactams that are inactive against MRSA.</p>',
                options: [
                  { value: 'Cefazolin', correct: false },
                  { value: 'Nafcillin', correct: false },
                  { value: 'Vancomycin', correct: true },
                  { value: 'Amoxicillin', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>Which serious adverse effect is included in the boxed warning for fluoroquinolones such as ciprofloxacin?</p>',
                explanation:
                  '<p>Fluoroquinolones carry a boxed warning for tendinitis and tendon rupture, with higher risk in older adults and those taking corticosteroids. Gingival hyperplasia, hyperkalemia and gray baby syndrome are associated with other drugs.</p>',
                options: [
                  { value: 'Tendinitis and tendon rupture', correct: true },
                  { value: 'Gingival hyperplasia', correct: false },
                  { value: 'Hyperkalemia', correct: false },
                  { value: 'Gray baby syndrome', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>Which pair of toxicities is characteristic of aminoglycosides such as gentamicin?</p>',
                explanation:
                  '<p>Aminoglycosides accumulate in the renal tubules and inner ear, causing nephrotoxicity and ototoxicity; levels and renal function are monitored. Hepatotoxicity, tendon rupture and photosensitivity are associated with other classes.</p>',
                options: [
                  { value: 'Hepatotoxicity and pancreatitis', correct: false },
                  { value: 'Tendon rupture and QT prolongation', correct: false },
                  { value: 'Photosensitivity and tooth discoloration', correct: false },
                  { value: 'Nephrotoxicity and ototoxicity', correct: true },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A patient starting metronidazole should be counseled to avoid alcohol mainly because of which reaction?</p>',
                explanation:
                  '<p>Metronidazole is classically associated with a disulfiram-like reaction (flushing, nausea, vomiting, tachycardia) when combined with alcohol. It does not cause serotonin syndrome or a tyramine reaction.</p>',
                options: [
                  { value: 'Serotonin syndrome', correct: false },
                  { value: 'Disulfiram-like reaction', correct: true },
                  { value: 'Hypertensive crisis from tyramine', correct: false },
                  { value: 'Severe hypoglycemia', correct: false },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which antibiotics have activity against <em>Pseudomonas aeruginosa</em>? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Piperacillin-tazobactam, cefepime and ciprofloxacin are antipseudomonal agents. Ceftriaxone lacks reliable activity against <em>Pseudomonas</em>.</p>',
                options: [
                  { value: 'Piperacillin-tazobactam', correct: true },
                  { value: 'Ceftriaxone', correct: false },
                  { value: 'Cefepime', correct: true },
                  { value: 'Ciprofloxacin', correct: true },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which adverse effects or interactions are associated with linezolid? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Linezolid can cause myelosuppression, especially thrombocytopenia with prolonged use, and it is a weak MAO inhibitor that can cause serotonin syndrome with serotonergic drugs. Tendon rupture is a fluoroquinolone effect and ototoxicity is typical of aminoglycosides.</p>',
                options: [
                  { value: 'Tendon rupture', correct: false },
                  { value: 'Thrombocytopenia with prolonged use', correct: true },
                  { value: 'Ototoxicity', correct: false },
                  { value: 'Serotonin syndrome when combined with SSRIs', correct: true },
                ],
              },
              {
                type: 'fill_in_the_blanks',
                question:
                  '<p>Peripheral neuropathy caused by isoniazid is prevented by supplementing with _____ (vitamin B6).</p>',
                explanation:
                  '<p>Isoniazid interferes with <strong>pyridoxine</strong> metabolism and increases its excretion; the resulting deficiency causes peripheral neuropathy; supplementation is recommended for patients at risk.</p>',
                answer: 'pyridoxine',
              },
            ],
          },
        ],
      },
      {
        name: 'Pharmacokinetics and Calculations',
        subjects: [
          {
            name: 'Pharmacokinetics',
            questions: [
              {
                type: 'single_choice',
                question:
                  '<p>With repeated dosing at a fixed interval, approximately how long does it take a drug with first-order elimination to reach steady state?</p>',
                explanation:
                  '<p>Steady state is approached after about 4 to 5 half-lives (about 94% to 97% of steady state), regardless of dose. One half-life reaches only 50%.</p>',
                options: [
                  { value: '1 half-life', correct: false },
                  { value: '2 half-lives', correct: false },
                  { value: '4 to 5 half-lives', correct: true },
                  { value: '10 to 12 half-lives', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question: '<p>What does the volume of distribution (Vd) describe?</p>',
                explanation:
                  '<p>Vd is a proportionality constant relating the amount of drug in the body to its plasma concentration (Vd = amount / concentration). It is an apparent volume, not a real anatomic space, and it does not describe elimination rate or absorption.</p>',
                options: [
                  {
                    value:
                      'The relationship between the amount of drug in the body and its plasma concentration',
                    correct: true,
                  },
                  {
                    value: 'The fraction of an oral dose that reaches the systemic circulation',
                    correct: false,
                  },
                  { value: 'The volume of plasma cleared of drug per unit time', correct: false },
                  {
                    value: 'The time required for the plasma concentration to fall by half',
                    correct: false,
                  },
                ],
              },
              {
                type: 'single_choice',
                question: '<p>Which statement describes first-order elimination?</p>',
                explanation:
                  '<p>In first-order elimination, a constant fraction of the drug is eliminated per unit time, so the amount eliminated is proportional to the concentration and the half-life is constant. Elimination of a constant amount per unit time describes zero-order kinetics.</p>',
                options: [
                  {
                    value: 'A constant amount of drug is eliminated per unit time',
                    correct: false,
                  },
                  { value: 'The half-life increases as the dose increases', correct: false },
                  {
                    value: 'Elimination is independent of the plasma concentration',
                    correct: false,
                  },
                  {
                    value: 'A constant fraction of drug is eliminated per unit time',
                    correct: true,
                  },
                ],
              },
              {
                type: 'single_choice',
                question: '<p>What is the bioavailability (F) of a drug given as an IV bolus?</p>',
                explanation:
                  '<p>An IV dose enters the systemic circulation directly, so by definition its bioavailability is 100% (F = 1). Oral drugs often have lower bioavailability because of incomplete absorption and first-pass metabolism.</p>',
                options: [
                  { value: '100%', correct: true },
                  { value: '75%', correct: false },
                  { value: '50%', correct: false },
                  { value: 'It depends on first-pass hepatic metabolism', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>Which equation gives the loading dose needed to rapidly achieve a target plasma concentration (Cp)?</p>',
                explanation:
                  '<p>Loading dose = (Vd × target Cp) / F, because the loading dose must fill the volume of distribution. The maintenance dose, not the loading dose, depends on clearance.</p>',
                options: [
                  { value: 'Loading dose = (CL × Cp) / F', correct: false },
                  { value: 'Loading dose = (Vd × Cp) / F', correct: true },
                  { value: 'Loading dose = (0.693 × Vd) / CL', correct: false },
                  { value: 'Loading dose = Cp / (Vd × F)', correct: false },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which drugs show nonlinear (saturable, Michaelis-Menten) elimination at commonly encountered doses? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Phenytoin and ethanol have saturable metabolism, so small dose increases can cause disproportionate rises in concentration. Gentamicin and amoxicillin are eliminated by first-order (linear) renal elimination.</p>',
                options: [
                  { value: 'Phenytoin', correct: true },
                  { value: 'Gentamicin', correct: false },
                  { value: 'Amoxicillin', correct: false },
                  { value: 'Ethanol', correct: true },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which drug properties tend to produce a <strong>large</strong> volume of distribution? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Lipophilic drugs with low plasma protein binding and extensive tissue binding distribute widely and have a large Vd. High plasma protein binding and high water solubility keep a drug in the plasma and lower Vd.</p>',
                options: [
                  { value: 'High lipid solubility', correct: true },
                  { value: 'High plasma protein binding', correct: false },
                  { value: 'Low plasma protein binding', correct: true },
                  { value: 'High water solubility with little tissue binding', correct: false },
                ],
              },
              {
                type: 'fill_in_the_blanks',
                question:
                  '<p>Clearance equals the elimination rate constant (k) multiplied by the volume of _____.</p>',
                explanation:
                  '<p>CL = k × Vd, where Vd is the volume of <strong>distribution</strong>. Rearranged, k = CL / Vd and half-life = 0.693 × Vd / CL.</p>',
                answer: 'distribution',
              },
            ],
          },
          {
            name: 'Pharmaceutical Calculations',
            questions: [
              {
                type: 'single_choice',
                question:
                  '<p>A prescription calls for amoxicillin 0.5 g per dose. The suspension available is 250 mg/5 mL. How many milliliters should be given per dose?</p>',
                explanation:
                  '<p>0.5 g = 500 mg; 500 mg ÷ 250 mg × 5 mL = 10 mL. 5 mL would deliver only 250 mg.</p>',
                options: [
                  { value: '2.5 mL', correct: false },
                  { value: '5 mL', correct: false },
                  { value: '10 mL', correct: true },
                  { value: '20 mL', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question: '<p>How many grams of dextrose are contained in 500 mL of D5W?</p>',
                explanation:
                  '<p>D5W is 5% w/v dextrose, or 5 g per 100 mL; 500 mL therefore contains 25 g. 50 g would be present in 1,000 mL.</p>',
                options: [
                  { value: '5 g', correct: false },
                  { value: '25 g', correct: true },
                  { value: '50 g', correct: false },
                  { value: '250 g', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>An order is written for 1,000 mL of normal saline to infuse over 8 hours. What is the infusion rate in mL/h?</p>',
                explanation: '<p>1,000 mL ÷ 8 h = 125 mL/h.</p>',
                options: [
                  { value: '80 mL/h', correct: false },
                  { value: '100 mL/h', correct: false },
                  { value: '150 mL/h', correct: false },
                  { value: '125 mL/h', correct: true },
                ],
              },
              {
                type: 'single_choice',
                question: '<p>A patient weighs 154 lb. What is the weight in kilograms?</p>',
                explanation:
                  '<p>1 kg = 2.2 lb, so 154 lb ÷ 2.2 = 70 kg. Multiplying instead of dividing gives the incorrect 339 kg.</p>',
                options: [
                  { value: '70 kg', correct: true },
                  { value: '77 kg', correct: false },
                  { value: '64 kg', correct: false },
                  { value: '339 kg', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>Heparin 25,000 units in 500 mL is ordered to infuse at 1,000 units/h. What rate in mL/h should the pump be set to?</p>',
                explanation:
                  '<p>The concentration is 25,000 units ÷ 500 mL = 50 units/mL; 1,000 units/h ÷ 50 units/mL = 20 mL/h.</p>',
                options: [
                  { value: '10 mL/h', correct: false },
                  { value: '20 mL/h', correct: true },
                  { value: '25 mL/h', correct: false },
                  { value: '50 mL/h', correct: false },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which quantities are equal to 1 gram? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>1 g = 1,000 mg = 1,000,000 mcg = 0.001 kg. 100 mg is one-tenth of a gram.</p>',
                options: [
                  { value: '1,000 mg', correct: true },
                  { value: '100 mg', correct: false },
                  { value: '1,000,000 mcg', correct: true },
                  { value: '0.001 kg', correct: true },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which expressions describe the concentration of 0.9% w/v sodium chloride? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>0.9% w/v means 0.9 g per 100 mL, which equals 9 g per 1,000 mL or 9 mg per mL. 0.9 mg/mL would be a 0.09% solution.</p>',
                options: [
                  { value: '0.9 mg per mL', correct: false },
                  { value: '0.9 g per 100 mL', correct: true },
                  { value: '9 g per 1,000 mL', correct: true },
                  { value: '9 mg per mL', correct: true },
                ],
              },
              {
                type: 'fill_in_the_blanks',
                question:
                  '<p>A patient who weighs 80 kg is prescribed a drug at 5 mg/kg. The dose is _____ mg.</p>',
                explanation: '<p>80 kg × 5 mg/kg = <strong>400</strong> mg.</p>',
                answer: '400',
              },
            ],
          },
        ],
      },
      {
        name: 'Drug Safety and Toxicology',
        subjects: [
          {
            name: 'Adverse Effects and Drug Interactions',
            questions: [
              {
                type: 'single_choice',
                question: '<p>Which drug is a strong inhibitor of CYP3A4?</p>',
                explanation:
                  "<p>Clarithromycin is a strong CYP3A4 inhibitor and can raise levels of drugs such as simvastatin. Rifampin, carbamazepine and St. John's wort are CYP3A4 inducers.</p>",
                options: [
                  { value: 'Rifampin', correct: false },
                  { value: 'Carbamazepine', correct: false },
                  { value: "St. John's wort", correct: false },
                  { value: 'Clarithromycin', correct: true },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>Which drug combination carries the highest risk of serotonin syndrome?</p>',
                explanation:
                  '<p>Combining an MAO inhibitor (phenelzine) with an SSRI (fluoxetine) can cause severe serotonin syndrome; a washout period is required when switching. The other combinations have no significant serotonergic interaction.</p>',
                options: [
                  { value: 'Metformin and lisinopril', correct: false },
                  { value: 'Phenelzine and fluoxetine', correct: true },
                  { value: 'Atorvastatin and amlodipine', correct: false },
                  { value: 'Levothyroxine and omeprazole', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>Gingival hyperplasia is a well-known adverse effect of which antiseizure medication?</p>',
                explanation:
                  '<p>Phenytoin commonly causes gingival hyperplasia, along with hirsutism and, at high levels, nystagmus and ataxia. Good oral hygiene reduces the risk.</p>',
                options: [
                  { value: 'Levetiracetam', correct: false },
                  { value: 'Lamotrigine', correct: false },
                  { value: 'Phenytoin', correct: true },
                  { value: 'Ethosuximide', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A patient taking azathioprine is started on allopurinol. Which risk is significantly increased?</p>',
                explanation:
                  '<p>Allopurinol inhibits xanthine oxidase, which metabolizes 6-mercaptopurine (the active metabolite of azathioprine); levels rise and can cause severe bone marrow suppression. The azathioprine dose must be substantially reduced or the combination avoided.</p>',
                options: [
                  { value: 'Bone marrow suppression', correct: true },
                  { value: 'Hyperkalemia', correct: false },
                  { value: 'Loss of azathioprine efficacy', correct: false },
                  { value: 'QT prolongation', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A patient takes levothyroxine and calcium carbonate. Which counseling point is most appropriate?</p>',
                explanation:
                  '<p>Calcium binds levothyroxine in the gut and reduces its absorption, so the doses should be separated by at least 4 hours. Levothyroxine is best taken consistently on an empty stomach.</p>',
                options: [
                  {
                    value: 'Take both together with breakfast to improve absorption',
                    correct: false,
                  },
                  {
                    value: 'Stop the calcium because the combination is contraindicated',
                    correct: false,
                  },
                  { value: 'Take both at bedtime with a glass of milk', correct: false },
                  { value: 'Separate the two medications by at least 4 hours', correct: true },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which medications are known to prolong the QT interval? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Ondansetron, haloperidol and azithromycin can prolong the QT interval and increase the risk of torsades de pointes, particularly when combined. Amoxicillin is not associated with QT prolongation.</p>',
                options: [
                  { value: 'Ondansetron', correct: true },
                  { value: 'Haloperidol', correct: true },
                  { value: 'Amoxicillin', correct: false },
                  { value: 'Azithromycin', correct: true },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which substances are cytochrome P450 enzyme <strong>inducers</strong>? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Rifampin and carbamazepine induce several CYP enzymes and can reduce levels of many drugs, including oral contraceptives and warfarin. Ketoconazole and grapefruit juice are CYP3A4 inhibitors.</p>',
                options: [
                  { value: 'Ketoconazole', correct: false },
                  { value: 'Rifampin', correct: true },
                  { value: 'Grapefruit juice', correct: false },
                  { value: 'Carbamazepine', correct: true },
                ],
              },
              {
                type: 'fill_in_the_blanks',
                question:
                  '<p>Disulfiram causes an unpleasant reaction with alcohol by inhibiting aldehyde _____, leading to accumulation of acetaldehyde.</p>',
                explanation:
                  '<p>Disulfiram inhibits aldehyde <strong>dehydrogenase</strong>; acetaldehyde accumulates and causes flushing, nausea, vomiting and tachycardia.</p>',
                answer: 'dehydrogenase',
              },
            ],
          },
          {
            name: 'Toxicology and Antidotes',
            questions: [
              {
                type: 'single_choice',
                question: '<p>What is the antidote for acetaminophen overdose?</p>',
                explanation:
                  '<p>N-acetylcysteine replenishes glutathione, which detoxifies the hepatotoxic metabolite NAPQI; it is most effective when started early. Fomepizole treats toxic alcohols and deferoxamine treats iron poisoning.</p>',
                options: [
                  { value: 'Fomepizole', correct: false },
                  { value: 'N-acetylcysteine', correct: true },
                  { value: 'Deferoxamine', correct: false },
                  { value: 'Flumazenil', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question: '<p>Which agent is used to treat life-threatening digoxin toxicity?</p>',
                explanation:
                  '<p>Digoxin immune fab binds digoxin and reverses its effects in life-threatening toxicity such as dysrhythmias or severe hyperkalemia. Protamine reverses heparin, glucagon is used for beta-blocker overdose and physostigmine for anticholinergic toxicity.</p>',
                options: [
                  { value: 'Protamine sulfate', correct: false },
                  { value: 'Glucagon', correct: false },
                  { value: 'Digoxin immune fab', correct: true },
                  { value: 'Physostigmine', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A patient has ingested ethylene glycol (antifreeze). Which antidote inhibits formation of its toxic metabolites?</p>',
                explanation:
                  '<p>Fomepizole inhibits alcohol dehydrogenase, preventing conversion of ethylene glycol and methanol to toxic metabolites. Naloxone, atropine and N-acetylcysteine do not act on this pathway.</p>',
                options: [
                  { value: 'Naloxone', correct: false },
                  { value: 'Atropine', correct: false },
                  { value: 'N-acetylcysteine', correct: false },
                  { value: 'Fomepizole', correct: true },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A farm worker presents with salivation, lacrimation, diarrhea, bronchorrhea and bradycardia after organophosphate exposure. Which treatment is most appropriate?</p>',
                explanation:
                  '<p>Organophosphates inhibit acetylcholinesterase; atropine blocks muscarinic effects and pralidoxime regenerates the enzyme if given early. Physostigmine would worsen cholinergic toxicity.</p>',
                options: [
                  { value: 'Atropine and pralidoxime', correct: true },
                  { value: 'Physostigmine', correct: false },
                  { value: 'Flumazenil', correct: false },
                  { value: 'Deferoxamine', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question: '<p>Which chelating agent is used for severe iron poisoning?</p>',
                explanation:
                  '<p>IV deferoxamine chelates free iron, forming a complex excreted in the urine (often turning it reddish). Dimercaprol and succimer are used for heavy metals such as lead and arsenic.</p>',
                options: [
                  { value: 'Succimer', correct: false },
                  { value: 'Deferoxamine', correct: true },
                  { value: 'Dimercaprol', correct: false },
                  { value: 'Hydroxocobalamin', correct: false },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which findings are consistent with acute salicylate (aspirin) toxicity? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Salicylate toxicity causes tinnitus, hyperventilation from direct respiratory center stimulation (respiratory alkalosis) and an anion gap metabolic acidosis. Pinpoint pupils suggest opioid toxicity.</p>',
                options: [
                  { value: 'Tinnitus', correct: true },
                  { value: 'Pinpoint pupils', correct: false },
                  { value: 'Hyperventilation', correct: true },
                  { value: 'Anion gap metabolic acidosis', correct: true },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which findings are part of the anticholinergic toxidrome? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Anticholinergic toxicity causes dry, flushed skin, dilated pupils and urinary retention ("dry as a bone, red as a beet, blind as a bat, full as a flask"). Salivation and diarrhea are cholinergic findings.</p>',
                options: [
                  { value: 'Dry, flushed skin', correct: true },
                  { value: 'Mydriasis', correct: true },
                  { value: 'Salivation and diarrhea', correct: false },
                  { value: 'Urinary retention', correct: true },
                ],
              },
              {
                type: 'fill_in_the_blanks',
                question:
                  '<p>_____ is a form of vitamin B12 used as an antidote for cyanide poisoning.</p>',
                explanation:
                  '<p><strong>Hydroxocobalamin</strong> binds cyanide to form cyanocobalamin, which is excreted in the urine.</p>',
                answer: 'hydroxocobalamin',
              },
            ],
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // 3. Medicine
  // ---------------------------------------------------------------------------
  {
    name: 'Medical Licensing Exam Step 2 CK-style Practice',
    description:
      'Clinical vignette practice in the style of a clinical knowledge medical licensing exam: internal medicine, emergency medicine, surgery, pediatrics and obstetrics. Independent practice material, not affiliated with any official exam.',
    subscriptionAmount: 29.99,
    mockQuestions: 40,
    mockTestTime: 60,
    courses: [
      {
        name: 'Internal Medicine',
        subjects: [
          {
            name: 'Cardiology',
            questions: [
              {
                type: 'single_choice',
                question:
                  '<p>A 58-year-old man has crushing chest pain. The ECG shows ST-segment elevation in leads II, III and aVF. Which coronary artery is most likely occluded?</p>',
                explanation:
                  '<p>ST elevation in the inferior leads (II, III, aVF) indicates an inferior MI, most often from right coronary artery occlusion in right-dominant circulation. LAD occlusion causes anterior changes (V1 to V4) and circumflex occlusion causes lateral changes.</p>',
                options: [
                  { value: 'Left anterior descending artery', correct: false },
                  { value: 'Right coronary artery', correct: true },
                  { value: 'Left circumflex artery', correct: false },
                  { value: 'Left main coronary artery', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A patient with an acute inferior STEMI becomes hypotensive with jugular venous distension and clear lung fields. A right-sided ECG shows ST elevation in V4R. What is the most appropriate next step for the hypotension?</p>',
                explanation:
                  '<p>Right ventricular infarction is preload dependent, so hypotension is treated with IV fluids. Nitrates, diuretics and morphine reduce preload and can cause profound hypotension.</p>',
                options: [
                  { value: 'Sublingual nitroglycerin', correct: false },
                  { value: 'IV furosemide', correct: false },
                  { value: 'IV morphine', correct: false },
                  { value: 'IV normal saline bolus', correct: true },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>After a stab wound to the chest, a patient has hypotension, distended neck veins, muffled heart sounds and pulsus paradoxus. What is the most likely diagnosis?</p>',
                explanation:
                  "<p>Beck's triad (hypotension, jugular venous distension, muffled heart sounds) with pulsus paradoxus indicates cardiac tamponade. Tension pneumothorax would cause absent breath sounds and tracheal deviation rather than muffled heart sounds.</p>",
                options: [
                  { value: 'Cardiac tamponade', correct: true },
                  { value: 'Tension pneumothorax', correct: false },
                  { value: 'Hemorrhagic shock without cardiac injury', correct: false },
                  { value: 'Acute aortic dissection', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A 25-year-old man has sharp pleuritic chest pain that improves when he leans forward, two weeks after a viral illness. Which ECG finding is most expected?</p>',
                explanation:
                  '<p>Acute pericarditis causes diffuse concave ST elevation with PR depression. Localized ST elevation with reciprocal depression suggests STEMI, and a delta wave indicates pre-excitation.</p>',
                options: [
                  {
                    value: 'ST elevation limited to V1 to V3 with reciprocal changes',
                    correct: false,
                  },
                  { value: 'Short PR interval with a delta wave', correct: false },
                  { value: 'Diffuse ST elevation with PR depression', correct: true },
                  { value: 'Peaked T waves with absent P waves', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A 75-year-old man has exertional syncope and angina. Which murmur is most consistent with the likely diagnosis of aortic stenosis?</p>',
                explanation:
                  '<p>Aortic stenosis produces a crescendo-decrescendo systolic ejection murmur at the right upper sternal border radiating to the carotids. A holosystolic apical murmur radiating to the axilla suggests mitral regurgitation, and a diastolic rumble suggests mitral stenosis.</p>',
                options: [
                  {
                    value: 'Holosystolic murmur at the apex radiating to the axilla',
                    correct: false,
                  },
                  {
                    value: 'Early diastolic decrescendo murmur at the left sternal border',
                    correct: false,
                  },
                  {
                    value: 'Mid-diastolic rumble at the apex after an opening snap',
                    correct: false,
                  },
                  {
                    value:
                      'Crescendo-decrescendo systolic murmur at the right upper sternal border radiating to the carotids',
                    correct: true,
                  },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which findings support a diagnosis of acute aortic dissection? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Sudden tearing chest pain radiating to the back, a blood pressure difference between the arms and a widened mediastinum on chest x-ray are classic for aortic dissection. Pain relieved by leaning forward suggests pericarditis.</p>',
                options: [
                  { value: 'Sudden tearing chest pain radiating to the back', correct: true },
                  { value: 'Pain relieved by sitting up and leaning forward', correct: false },
                  {
                    value: 'Systolic blood pressure difference of 30 mm Hg between arms',
                    correct: true,
                  },
                  { value: 'Widened mediastinum on chest x-ray', correct: true },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which medications are part of standard long-term secondary prevention after an acute myocardial infarction in a patient without contraindications? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Aspirin, high-intensity statin therapy and a beta-blocker are standard after MI. Short-acting nifedipine can cause reflex tachycardia and is associated with harm in coronary disease.</p>',
                options: [
                  { value: 'Short-acting nifedipine', correct: false },
                  { value: 'Low-dose aspirin', correct: true },
                  { value: 'High-intensity statin', correct: true },
                  { value: 'Beta-blocker', correct: true },
                ],
              },
              {
                type: 'fill_in_the_blanks',
                question:
                  '<p>A patient with ventricular tachycardia and a pulse becomes hypotensive and confused. The next step is synchronized _____.</p>',
                explanation:
                  '<p>Hemodynamically unstable VT with a pulse is treated with synchronized <strong>cardioversion</strong>. Pulseless VT is treated with unsynchronized defibrillation.</p>',
                answer: 'cardioversion',
              },
            ],
          },
          {
            name: 'Endocrinology and Nephrology',
            questions: [
              {
                type: 'single_choice',
                question:
                  '<p>A 19-year-old with type 1 diabetes presents with vomiting, Kussmaul respirations, glucose 520 mg/dL, anion gap acidosis and positive serum ketones. Potassium is 4.8 mEq/L. What is the most appropriate initial step?</p>',
                explanation:
                  '<p>The first step in diabetic ketoacidosis is aggressive IV isotonic fluid resuscitation, followed by insulin once potassium is confirmed to be at least 3.3 mEq/L. Bicarbonate is reserved for severe acidosis, and oral agents have no role.</p>',
                options: [
                  { value: 'IV sodium bicarbonate', correct: false },
                  { value: 'IV 0.9% normal saline', correct: true },
                  { value: 'Subcutaneous long-acting insulin only', correct: false },
                  { value: 'Oral metformin', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>Which finding in a patient with hyperthyroidism is specific to Graves disease?</p>',
                explanation:
                  '<p>Infiltrative ophthalmopathy and pretibial myxedema are caused by the autoimmune process in Graves disease. Tachycardia, weight loss and heat intolerance occur with any cause of thyrotoxicosis.</p>',
                options: [
                  { value: 'Tachycardia', correct: false },
                  { value: 'Heat intolerance', correct: false },
                  { value: 'Pretibial myxedema', correct: true },
                  { value: 'Weight loss despite increased appetite', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A patient with fatigue, weight loss and hyperpigmentation of the skin is suspected of having primary adrenal insufficiency. Which electrolyte pattern is expected?</p>',
                explanation:
                  '<p>Loss of aldosterone in primary adrenal insufficiency causes sodium wasting and potassium retention, producing hyponatremia and hyperkalemia. High sodium with low potassium suggests mineralocorticoid excess.</p>',
                options: [
                  { value: 'Hypernatremia and hypokalemia', correct: false },
                  { value: 'Hyponatremia and hypokalemia', correct: false },
                  { value: 'Hypernatremia and hyperkalemia', correct: false },
                  { value: 'Hyponatremia and hyperkalemia', correct: true },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A patient with chronic kidney disease has a potassium of 7.1 mEq/L and peaked T waves with QRS widening. What is the most appropriate first treatment?</p>',
                explanation:
                  '<p>IV calcium gluconate stabilizes the cardiac membrane within minutes and is given first when hyperkalemia causes ECG changes. Insulin with glucose and other therapies then shift or remove potassium.</p>',
                options: [
                  { value: 'IV calcium gluconate', correct: true },
                  { value: 'Oral sodium polystyrene sulfonate alone', correct: false },
                  { value: 'IV furosemide alone', correct: false },
                  { value: 'Repeat the potassium level in 4 hours', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question: '<p>Which finding is characteristic of nephrotic syndrome?</p>',
                explanation:
                  '<p>Nephrotic syndrome is defined by proteinuria greater than 3.5 g/day with hypoalbuminemia, edema and hyperlipidemia. Red blood cell casts and hematuria are features of nephritic syndrome.</p>',
                options: [
                  { value: 'Red blood cell casts in the urine', correct: false },
                  { value: 'Proteinuria greater than 3.5 g/day', correct: true },
                  { value: 'Elevated serum albumin', correct: false },
                  { value: 'Low serum cholesterol', correct: false },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which conditions or drugs are recognized causes of the syndrome of inappropriate antidiuretic hormone secretion (SIADH)? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Small cell lung carcinoma, CNS disorders such as meningitis and drugs such as carbamazepine can cause SIADH. Lithium causes nephrogenic diabetes insipidus, the opposite water-handling problem.</p>',
                options: [
                  { value: 'Small cell lung carcinoma', correct: true },
                  { value: 'Carbamazepine', correct: true },
                  { value: 'Lithium', correct: false },
                  { value: 'Bacterial meningitis', correct: true },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which clinical features are associated with hypercalcemia? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Hypercalcemia causes constipation, kidney stones and polyuria from impaired urinary concentration ("stones, bones, groans and psychiatric overtones"). A positive Chvostek sign indicates hypocalcemia.</p>',
                options: [
                  { value: 'Positive Chvostek sign', correct: false },
                  { value: 'Constipation', correct: true },
                  { value: 'Nephrolithiasis', correct: true },
                  { value: 'Polyuria', correct: true },
                ],
              },
              {
                type: 'fill_in_the_blanks',
                question:
                  '<p>The most common cause of primary hyperparathyroidism is a single parathyroid _____.</p>',
                explanation:
                  '<p>A solitary parathyroid <strong>adenoma</strong> accounts for most cases of primary hyperparathyroidism; hyperplasia and carcinoma are less common.</p>',
                answer: 'adenoma',
              },
            ],
          },
        ],
      },
      {
        name: 'Emergency Medicine and Surgery',
        subjects: [
          {
            name: 'Emergency Medicine',
            questions: [
              {
                type: 'single_choice',
                question:
                  '<p>Minutes after a bee sting, a patient develops diffuse urticaria, wheezing, lip swelling and a blood pressure of 80/50 mm Hg. What is the most appropriate first treatment?</p>',
                explanation:
                  '<p>Intramuscular epinephrine in the anterolateral thigh is the first-line treatment for anaphylaxis. Antihistamines and corticosteroids are adjuncts that do not reverse airway edema or shock.</p>',
                options: [
                  { value: 'Oral diphenhydramine', correct: false },
                  { value: 'IV methylprednisolone', correct: false },
                  { value: 'Intramuscular epinephrine', correct: true },
                  { value: 'Nebulized ipratropium', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>After a motor vehicle collision, a patient is hypotensive with absent breath sounds on the right, hyperresonance to percussion and tracheal deviation to the left. What is the most appropriate next step?</p>',
                explanation:
                  '<p>This is a tension pneumothorax, a clinical diagnosis requiring immediate needle (or finger) decompression followed by chest tube placement. Waiting for imaging delays life-saving treatment.</p>',
                options: [
                  { value: 'Obtain a chest x-ray', correct: false },
                  { value: 'Immediate needle decompression', correct: true },
                  { value: 'CT scan of the chest', correct: false },
                  { value: 'Pericardiocentesis', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>An unresponsive patient arrives after a high-speed motor vehicle collision. What is the first step of the primary survey?</p>',
                explanation:
                  '<p>The primary survey begins with assessment and protection of the airway while restricting cervical spine motion. Imaging, the secondary survey and urinary catheterization come later.</p>',
                options: [
                  { value: 'Perform a head-to-toe secondary survey', correct: false },
                  { value: 'Obtain a noncontrast CT of the head', correct: false },
                  { value: 'Insert a urinary catheter', correct: false },
                  {
                    value: 'Assess the airway while maintaining cervical spine motion restriction',
                    correct: true,
                  },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A family is found confused with headaches in a house heated by a faulty furnace. Pulse oximetry reads 99%. What is the most appropriate initial treatment?</p>',
                explanation:
                  '<p>Suspected carbon monoxide poisoning is treated with 100% oxygen by nonrebreather mask, which shortens the half-life of carboxyhemoglobin. Standard pulse oximetry cannot distinguish carboxyhemoglobin from oxyhemoglobin, so a normal reading is falsely reassuring.</p>',
                options: [
                  { value: '100% oxygen by nonrebreather mask', correct: true },
                  {
                    value: 'Room air with observation because oxygen saturation is normal',
                    correct: false,
                  },
                  { value: 'IV naloxone', correct: false },
                  { value: 'Oxygen by nasal cannula at 2 L/min', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A marathon runner collapses on a hot day; rectal temperature is 41.5 °C (106.7 °F) and he is confused. What is the most appropriate treatment?</p>',
                explanation:
                  '<p>Exertional heat stroke requires immediate rapid cooling, ideally cold-water immersion. Antipyretics are ineffective because the hypothalamic set point is not elevated, and dantrolene is used for malignant hyperthermia.</p>',
                options: [
                  { value: 'Oral acetaminophen', correct: false },
                  { value: 'IV dantrolene', correct: false },
                  { value: 'Rapid cooling with cold-water immersion', correct: true },
                  { value: 'IV ibuprofen', correct: false },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which findings suggest a basilar skull fracture? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Periorbital ecchymosis (raccoon eyes), mastoid ecchymosis (Battle sign) and CSF rhinorrhea or otorrhea are signs of basilar skull fracture. Cullen sign is periumbilical ecchymosis from retroperitoneal hemorrhage.</p>',
                options: [
                  { value: 'Periorbital ecchymosis (raccoon eyes)', correct: true },
                  { value: 'Periumbilical ecchymosis (Cullen sign)', correct: false },
                  { value: 'Ecchymosis over the mastoid process (Battle sign)', correct: true },
                  { value: 'Clear fluid draining from the nose', correct: true },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which components are scored in the Glasgow Coma Scale? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>The GCS scores eye opening (1 to 4), verbal response (1 to 5) and motor response (1 to 6). Pupillary reactivity is important in neurologic assessment but is not part of the GCS total.</p>',
                options: [
                  { value: 'Eye opening', correct: true },
                  { value: 'Pupillary reactivity', correct: false },
                  { value: 'Verbal response', correct: true },
                  { value: 'Motor response', correct: true },
                ],
              },
              {
                type: 'fill_in_the_blanks',
                question:
                  '<p>During adult CPR, chest compressions should be delivered at a rate of 100 to _____ per minute.</p>',
                explanation:
                  '<p>High-quality CPR uses a compression rate of 100 to <strong>120</strong> per minute with adequate depth and full chest recoil.</p>',
                answer: '120',
              },
            ],
          },
          {
            name: 'General Surgery',
            questions: [
              {
                type: 'single_choice',
                question:
                  '<p>A 22-year-old has periumbilical pain that migrated to the right lower quadrant over 12 hours, with anorexia, low-grade fever and tenderness at McBurney point. What is the most likely diagnosis?</p>',
                explanation:
                  '<p>Migration of pain from the periumbilical region to the right lower quadrant with anorexia and McBurney point tenderness is classic for acute appendicitis. Cholecystitis causes right upper quadrant pain and diverticulitis usually causes left lower quadrant pain in older adults.</p>',
                options: [
                  { value: 'Acute cholecystitis', correct: false },
                  { value: 'Acute appendicitis', correct: true },
                  { value: 'Sigmoid diverticulitis', correct: false },
                  { value: 'Acute pancreatitis', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A 45-year-old woman has fever and right upper quadrant pain after a fatty meal, with inspiratory arrest during palpation of the right upper quadrant. What is the best initial imaging study?</p>',
                explanation:
                  '<p>Right upper quadrant ultrasound is the initial imaging test for suspected acute cholecystitis, showing gallstones, wall thickening and pericholecystic fluid. HIDA scan is used when ultrasound is equivocal.</p>',
                options: [
                  { value: 'Abdominal plain x-ray', correct: false },
                  { value: 'HIDA scan', correct: false },
                  { value: 'Right upper quadrant ultrasound', correct: true },
                  { value: 'ERCP', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A patient with a history of an open colectomy presents with crampy abdominal pain, vomiting, distension and no passage of flatus. What is the most likely cause of the obstruction?</p>',
                explanation:
                  '<p>Postoperative adhesions are the most common cause of small bowel obstruction in adults with prior abdominal surgery. Hernias are the next most common cause, and gallstone ileus is rare.</p>',
                options: [
                  { value: 'Gallstone ileus', correct: false },
                  { value: 'Intussusception', correct: false },
                  { value: 'Volvulus', correct: false },
                  { value: 'Adhesions', correct: true },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A 78-year-old with atrial fibrillation has sudden severe abdominal pain out of proportion to a soft, minimally tender abdomen. What is the most likely diagnosis?</p>',
                explanation:
                  '<p>Pain out of proportion to examination in a patient with atrial fibrillation suggests embolic acute mesenteric ischemia. Perforated ulcer and diverticulitis typically cause peritoneal signs or focal tenderness.</p>',
                options: [
                  { value: 'Acute mesenteric ischemia', correct: true },
                  { value: 'Perforated peptic ulcer', correct: false },
                  { value: 'Irritable bowel syndrome', correct: false },
                  { value: 'Acute diverticulitis', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>Which serum test is most specific for the diagnosis of acute pancreatitis?</p>',
                explanation:
                  '<p>Serum lipase is more specific than amylase for pancreatitis and remains elevated longer; a level above three times the upper limit of normal supports the diagnosis. ALT and alkaline phosphatase reflect hepatobiliary disease.</p>',
                options: [
                  { value: 'Serum amylase', correct: false },
                  { value: 'Alanine aminotransferase (ALT)', correct: false },
                  { value: 'Serum lipase', correct: true },
                  { value: 'Alkaline phosphatase', correct: false },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which findings make up the Charcot triad of acute cholangitis? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Charcot triad is fever, jaundice and right upper quadrant pain. Adding hypotension and altered mental status forms the Reynolds pentad of severe (suppurative) cholangitis.</p>',
                options: [
                  { value: 'Fever', correct: true },
                  { value: 'Jaundice', correct: true },
                  { value: 'Hypotension', correct: false },
                  { value: 'Right upper quadrant pain', correct: true },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which factors increase the risk of postoperative deep vein thrombosis? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Immobility (stasis), active malignancy and estrogen-containing contraceptives (hypercoagulability) increase DVT risk according to Virchow triad. Early ambulation reduces risk.</p>',
                options: [
                  { value: 'Early postoperative ambulation', correct: false },
                  { value: 'Prolonged immobility', correct: true },
                  { value: 'Active malignancy', correct: true },
                  { value: 'Estrogen-containing oral contraceptives', correct: true },
                ],
              },
              {
                type: 'fill_in_the_blanks',
                question:
                  '<p>An inguinal hernia that passes through the deep inguinal ring, lateral to the inferior epigastric vessels, is called a(n) _____ inguinal hernia.</p>',
                explanation:
                  '<p>An <strong>indirect</strong> inguinal hernia follows the path of the processus vaginalis through the deep ring, lateral to the inferior epigastric vessels. A direct hernia protrudes medial to these vessels through Hesselbach triangle.</p>',
                answer: 'indirect',
              },
            ],
          },
        ],
      },
      {
        name: 'Pediatrics and Obstetrics',
        subjects: [
          {
            name: 'Pediatrics',
            questions: [
              {
                type: 'single_choice',
                question:
                  '<p>A 2-year-old has a barking cough, inspiratory stridor and low-grade fever. A neck x-ray shows a steeple sign. Which organism is the most common cause?</p>',
                explanation:
                  '<p>Croup (laryngotracheobronchitis) is most often caused by parainfluenza virus and shows subglottic narrowing (steeple sign). <em>Haemophilus influenzae</em> type b classically causes epiglottitis (thumbprint sign), and RSV causes bronchiolitis.</p>',
                options: [
                  { value: 'Respiratory syncytial virus', correct: false },
                  { value: 'Haemophilus influenzae type b', correct: false },
                  { value: 'Parainfluenza virus', correct: true },
                  { value: 'Streptococcus pneumoniae', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A 9-month-old has episodes of inconsolable crying with drawing up of the legs, "currant jelly" stools and a sausage-shaped mass in the right upper abdomen. What is the most likely diagnosis?</p>',
                explanation:
                  '<p>Intermittent colicky pain, currant jelly stools and a sausage-shaped mass are classic for intussusception. Pyloric stenosis presents with projectile nonbilious vomiting in young infants, and Hirschsprung disease with delayed meconium and constipation.</p>',
                options: [
                  { value: 'Intussusception', correct: true },
                  { value: 'Pyloric stenosis', correct: false },
                  { value: 'Hirschsprung disease', correct: false },
                  { value: 'Meckel diverticulum', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A 4-week-old boy has projectile nonbilious vomiting after every feed and a palpable olive-shaped epigastric mass. Which metabolic abnormality is expected?</p>',
                explanation:
                  '<p>Pyloric stenosis causes loss of gastric hydrochloric acid, producing hypochloremic, hypokalemic metabolic alkalosis. Metabolic acidosis would be expected with diarrhea, not persistent vomiting.</p>',
                options: [
                  { value: 'Hyperchloremic metabolic acidosis', correct: false },
                  { value: 'Anion gap metabolic acidosis', correct: false },
                  { value: 'Hyperkalemic respiratory acidosis', correct: false },
                  { value: 'Hypochloremic, hypokalemic metabolic alkalosis', correct: true },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A 3-year-old has fever for 6 days, bilateral nonexudative conjunctival injection, cracked red lips, a polymorphous rash and swelling of the hands. What is the most appropriate treatment?</p>',
                explanation:
                  '<p>This is Kawasaki disease, treated with IV immunoglobulin plus aspirin to reduce the risk of coronary artery aneurysms. Antibiotics do not treat Kawasaki disease.</p>',
                options: [
                  { value: 'Oral amoxicillin', correct: false },
                  { value: 'IV immunoglobulin and aspirin', correct: true },
                  { value: 'Supportive care with acetaminophen only', correct: false },
                  { value: 'IV ceftriaxone', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A 4-month-old in winter has rhinorrhea followed by cough, tachypnea, diffuse wheezing and crackles. Which virus is the most common cause of this illness?</p>',
                explanation:
                  '<p>Bronchiolitis in infants is most commonly caused by respiratory syncytial virus (RSV), peaking in winter. Parainfluenza virus classically causes croup, and Epstein-Barr virus causes infectious mononucleosis.</p>',
                options: [
                  { value: 'Adenovirus', correct: false },
                  { value: 'Parainfluenza virus', correct: false },
                  { value: 'Respiratory syncytial virus', correct: true },
                  { value: 'Epstein-Barr virus', correct: false },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which findings are among the clinical criteria for Kawasaki disease? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Kawasaki criteria include fever for at least 5 days plus findings such as bilateral nonexudative conjunctivitis and oral changes (strawberry tongue, cracked lips). Purulent conjunctival discharge is not typical.</p>',
                options: [
                  { value: 'Fever lasting at least 5 days', correct: true },
                  { value: 'Purulent conjunctivitis with discharge', correct: false },
                  { value: 'Bilateral nonexudative conjunctival injection', correct: true },
                  { value: 'Strawberry tongue and cracked lips', correct: true },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which abnormalities are components of tetralogy of Fallot? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Tetralogy of Fallot consists of a ventricular septal defect, overriding aorta, right ventricular outflow tract obstruction (pulmonary stenosis) and right ventricular hypertrophy. Left ventricular hypertrophy is not a component.</p>',
                options: [
                  { value: 'Ventricular septal defect', correct: true },
                  { value: 'Left ventricular hypertrophy', correct: false },
                  { value: 'Overriding aorta', correct: true },
                  { value: 'Right ventricular outflow tract obstruction', correct: true },
                ],
              },
              {
                type: 'fill_in_the_blanks',
                question:
                  '<p>To reduce the risk of sudden infant death syndrome, infants should be placed to sleep on their _____.</p>',
                explanation:
                  '<p>Placing infants on their <strong>back</strong> (supine) on a firm, flat surface without soft bedding is the key safe-sleep recommendation.</p>',
                answer: 'back',
              },
            ],
          },
          {
            name: 'Obstetrics and Gynecology',
            questions: [
              {
                type: 'single_choice',
                question: '<p>What is the most common site of an ectopic pregnancy?</p>',
                explanation:
                  '<p>Most ectopic pregnancies implant in the fallopian tube, most commonly the ampulla. Ovarian, cervical and abdominal implantations are rare.</p>',
                options: [
                  { value: 'Ovary', correct: false },
                  { value: 'Cervix', correct: false },
                  { value: 'Ampulla of the fallopian tube', correct: true },
                  { value: 'Peritoneal cavity', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A woman at 36 weeks of gestation with severe hypertension has a generalized tonic-clonic seizure. Which medication is first-line to treat and prevent further seizures?</p>',
                explanation:
                  '<p>Magnesium sulfate is the drug of choice for eclamptic seizures and for seizure prophylaxis in preeclampsia with severe features. Phenytoin and benzodiazepines are less effective for eclampsia.</p>',
                options: [
                  { value: 'Phenytoin', correct: false },
                  { value: 'Magnesium sulfate', correct: true },
                  { value: 'Levetiracetam', correct: false },
                  { value: 'Oxytocin', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>A woman at 32 weeks of gestation presents with painless bright red vaginal bleeding. Which action should be avoided until placental location is known?</p>',
                explanation:
                  '<p>Painless third-trimester bleeding suggests placenta previa, and a digital cervical examination can provoke severe hemorrhage; transvaginal or transabdominal ultrasound should first locate the placenta. Monitoring, IV access and blood typing are appropriate.</p>',
                options: [
                  { value: 'Digital cervical examination', correct: true },
                  { value: 'Continuous fetal heart rate monitoring', correct: false },
                  { value: 'Placement of two large-bore IV lines', correct: false },
                  { value: 'Blood type and crossmatch', correct: false },
                ],
              },
              {
                type: 'single_choice',
                question: '<p>What is the most common cause of postpartum hemorrhage?</p>',
                explanation:
                  '<p>Uterine atony accounts for the majority of postpartum hemorrhages; management begins with uterine massage and uterotonics. Lacerations, retained tissue and coagulopathy are less common causes.</p>',
                options: [
                  { value: 'Genital tract lacerations', correct: false },
                  { value: 'Retained placental tissue', correct: false },
                  { value: 'Coagulopathy', correct: false },
                  { value: 'Uterine atony', correct: true },
                ],
              },
              {
                type: 'single_choice',
                question:
                  '<p>An Rh(D)-negative woman with a negative antibody screen is at 28 weeks of gestation. The father is Rh(D)-positive. What is the most appropriate management?</p>',
                explanation:
                  '<p>Unsensitized Rh(D)-negative women receive anti-D immune globulin at about 28 weeks and again after delivery of an Rh-positive infant to prevent alloimmunization. No treatment would leave her at risk, and anti-D is not given to the newborn.</p>',
                options: [
                  { value: 'Administer anti-D immune globulin', correct: true },
                  { value: 'No intervention is needed until delivery', correct: false },
                  {
                    value: 'Give anti-D immune globulin to the newborn after birth',
                    correct: false,
                  },
                  { value: 'Schedule delivery at 34 weeks', correct: false },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which features are typical of placental abruption? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>Placental abruption classically causes painful vaginal bleeding with a tender, firm uterus and is associated with hypertension, cocaine use and trauma. Painless bleeding is characteristic of placenta previa.</p>',
                options: [
                  { value: 'Painful vaginal bleeding', correct: true },
                  { value: 'Painless bright red bleeding with a soft uterus', correct: false },
                  { value: 'Tender, rigid uterus', correct: true },
                  { value: 'Association with hypertension and cocaine use', correct: true },
                ],
              },
              {
                type: 'multiple_choice',
                question:
                  '<p>Which laboratory findings define HELLP syndrome? <em>Select all that apply.</em></p>',
                explanation:
                  '<p>HELLP stands for hemolysis, elevated liver enzymes and low platelets. Hyperglycemia is not a feature of HELLP syndrome.</p>',
                options: [
                  { value: 'Hyperglycemia', correct: false },
                  { value: 'Hemolysis', correct: true },
                  { value: 'Elevated liver enzymes', correct: true },
                  { value: 'Low platelet count', correct: true },
                ],
              },
              {
                type: 'fill_in_the_blanks',
                question:
                  '<p>After delivery of an Rh(D)-positive infant, an unsensitized Rh(D)-negative mother should receive anti-D immune globulin within _____ hours.</p>',
                explanation:
                  '<p>Anti-D immune globulin is given within <strong>72</strong> hours after delivery to prevent maternal alloimmunization from fetal red cells.</p>',
                answer: '72',
              },
            ],
          },
        ],
      },
    ],
  },
];
