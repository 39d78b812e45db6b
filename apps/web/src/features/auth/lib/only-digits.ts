import { ONE_TIME_CODE } from '@prepward/shared/constants';

/** What a code field keeps of typed or pasted text: its digits, at most the code's length. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, ONE_TIME_CODE.length);
}
