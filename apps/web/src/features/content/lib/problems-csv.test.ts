import { describe, expect, it } from 'vitest';
import { problemsCsv, problemsFileName } from './problems-csv';

describe('the problems of a refused upload as CSV', () => {
  it('has line, column and reason, quoting and defusing what a spreadsheet would misread', () => {
    const csv = problemsCsv([
      { path: 'line 1, =cmd', line: 1, column: '=cmd', message: 'Unknown column "=cmd"' },
      { path: 'line 3, correct', line: 3, column: 'correct', message: 'Choose a, b or c' },
      { path: 'line 4', line: 4, column: '', message: 'This row has 11 cells' },
    ]);
    expect(csv).toBe(
      '\uFEFFline,column,reason\r\n' +
        `1,'=cmd,"Unknown column ""=cmd"""\r\n` +
        '3,correct,"Choose a, b or c"\r\n' +
        '4,,This row has 11 cells\r\n',
    );
  });

  it('names the file after the one uploaded', () => {
    expect(problemsFileName('Cardiology bank.CSV')).toBe('Cardiology bank-errors.csv');
  });
});
