import type { TStudent } from '@prepward/shared/schemas/auth';
import type { ProfileUpdate } from '../api/update-profile';

/** The profile edit form (fname, lname, email, profession, country). */
export type ProfileFormValues = {
  fname: string;
  lname: string;
  email: string;
  profession: string;
  country: string;
};

const FIELDS = [
  ['fname', 'firstName'],
  ['lname', 'lastName'],
  ['email', 'email'],
  ['profession', 'profession'],
  ['country', 'country'],
] as const;

export function profileFormValues(user: TStudent): ProfileFormValues {
  return {
    fname: user.firstName,
    lname: user.lastName,
    email: user.email,
    profession: user.profession,
    country: user.country,
  };
}

const LABELS: Record<keyof ProfileFormValues, string> = {
  fname: 'First name',
  lname: 'Last name',
  email: 'Email',
  profession: 'Profession',
  country: 'Country',
};

/** The labels of the fields emptied in the form: an empty field is not sent, so keeps its value. */
export function emptiedFields(values: ProfileFormValues, user: TStudent): string[] {
  return FIELDS.filter(([field, key]) => values[field].trim() === '' && user[key] !== '').map(
    ([field]) => LABELS[field],
  );
}

/** What to send: the fields that are filled in and differ from the saved profile. */
export function profileChanges(values: ProfileFormValues, user: TStudent): ProfileUpdate {
  const changes: ProfileUpdate = {};
  for (const [field, key] of FIELDS) {
    const value = values[field].trim();
    const saved = user[key];
    const same = key === 'email' ? value.toLowerCase() === saved.toLowerCase() : value === saved;
    if (value !== '' && !same) changes[key] = value;
  }
  return changes;
}
