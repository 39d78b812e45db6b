-- Professions become one list (packages/shared/src/constants.ts: Doctor, Nurses, Pharmacist,
-- Physiotherapist, Healthcare Assistant, Student); sign-up used to take any text. Values that
-- name one of them (another case, the singular or plural, stray spaces) become it, so the
-- admin filters find them; anything else stays as typed (docs/decisions/0019-professions.md).
UPDATE users SET profession = CASE regexp_replace(lower(btrim(profession)), '\s+', ' ', 'g')
    WHEN 'doctor' THEN 'Doctor'
    WHEN 'doctors' THEN 'Doctor'
    WHEN 'nurse' THEN 'Nurses'
    WHEN 'nurses' THEN 'Nurses'
    WHEN 'pharmacist' THEN 'Pharmacist'
    WHEN 'pharmacists' THEN 'Pharmacist'
    WHEN 'physiotherapist' THEN 'Physiotherapist'
    WHEN 'physiotherapists' THEN 'Physiotherapist'
    WHEN 'healthcare assistant' THEN 'Healthcare Assistant'
    WHEN 'healthcare assistants' THEN 'Healthcare Assistant'
    WHEN 'health care assistant' THEN 'Healthcare Assistant'
    WHEN 'health care assistants' THEN 'Healthcare Assistant'
    WHEN 'student' THEN 'Student'
    WHEN 'students' THEN 'Student'
    ELSE profession
  END
WHERE profession NOT IN ('', 'Doctor', 'Nurses', 'Pharmacist', 'Physiotherapist',
  'Healthcare Assistant', 'Student');
