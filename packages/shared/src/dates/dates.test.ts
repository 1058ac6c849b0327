import { describe, expect, it } from 'vitest';

import {
  formatDate,
  formatDateLong,
  formatDateRange,
  formatDateTime,
  formatDateTimeRange,
  formatDay,
  formatDayMonth,
  formatTime,
  formatTimeRange,
  formatWeekdayDate,
  formatWeekdayDateLong,
  formatWeekdayDateTime,
  formatWeekdayDay,
} from './format.ts';
import {
  DATE_INPUT_MSG,
  formatDayInput,
  formatTimeInput,
  parseDayInput,
  parseTimeInput,
} from './input.ts';

describe('date formats (India time)', () => {
  const evening = '2027-01-09T12:00:00.000Z'; // 5:30 pm IST, Saturday

  it('writes one day, one time and both', () => {
    expect(formatDate(evening)).toBe('9 Jan 2027');
    expect(formatDate(new Date(evening))).toBe('9 Jan 2027');
    expect(formatDate(Date.parse(evening))).toBe('9 Jan 2027');
    expect(formatTime(evening)).toBe('5:30 pm');
    expect(formatDateTime(evening)).toBe('9 Jan 2027, 5:30 pm');
    expect(formatWeekdayDate(evening)).toBe('Sat, 9 Jan 2027');
    expect(formatWeekdayDateTime(evening)).toBe('Sat, 9 Jan 2027, 5:30 pm');
    expect(formatDateLong(evening)).toBe('9 January 2027');
    expect(formatWeekdayDateLong(evening)).toBe('Saturday, 9 January 2027');
    expect(formatDayMonth(evening)).toBe('9 Jan');
  });

  it('reads an instant near midnight UTC as the next day in India', () => {
    // 18:30 UTC on 8 Jan is 00:00 on 9 Jan in India; 18:29 is still the 8th.
    expect(formatDate('2027-01-08T18:30:00Z')).toBe('9 Jan 2027');
    expect(formatDateTime('2027-01-08T18:30:00Z')).toBe('9 Jan 2027, 12:00 am');
    expect(formatDate('2027-01-08T18:29:59Z')).toBe('8 Jan 2027');
    expect(formatDate('2026-12-31T20:00:00Z')).toBe('1 Jan 2027');
  });

  it('takes a calendar day as that day in India, whatever the machine zone', () => {
    expect(formatDay('2027-01-09')).toBe('9 Jan 2027');
    expect(formatDay('2027-01-09T00:00:00.000Z')).toBe('9 Jan 2027');
    expect(formatDate('2027-01-09')).toBe('9 Jan 2027');
    expect(formatWeekdayDay('2026-01-05')).toBe('Mon, 5 Jan 2026');
  });

  it('writes every month with three letters (no "Sept") and noon and midnight plainly', () => {
    expect(formatDay('2026-09-14')).toBe('14 Sep 2026');
    expect(formatTime('2026-09-14T06:30:00Z')).toBe('12:00 pm');
    expect(formatTime('2026-09-13T18:35:00Z')).toBe('12:05 am');
    expect(formatTime('2026-09-14T04:35:00Z')).toBe('10:05 am');
  });

  it('shows what is not a date as it is', () => {
    expect(formatDay('')).toBe('');
    expect(formatDay('Starts soon')).toBe('Starts soon');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  it('writes a from–to pair in full on both sides, with an en dash', () => {
    expect(formatDateRange('2027-01-09', '2027-04-03')).toBe('9 Jan 2027 – 3 Apr 2027');
    expect(formatDateRange('2026-12-20', '2027-01-05')).toBe('20 Dec 2026 – 5 Jan 2027');
    expect(formatDateRange('2026-11-03', '2026-11-09')).toBe('3 Nov 2026 – 9 Nov 2026');
    expect(formatDateRange('2026-11-03', '2026-11-03')).toBe('3 Nov 2026');
    // Instants: the India days they fall on.
    expect(formatDateRange('2027-01-08T18:30:00Z', '2027-04-03T10:00:00Z')).toBe(
      '9 Jan 2027 – 3 Apr 2027',
    );
  });

  it('writes a from–to pair of instants, the day once when both fall on it', () => {
    expect(formatDateTimeRange('2030-06-01T04:00:00Z', '2030-06-30T18:29:00Z')).toBe(
      '1 Jun 2030, 9:30 am – 30 Jun 2030, 11:59 pm',
    );
    expect(formatDateTimeRange('2026-03-14T13:30:00Z', '2026-03-14T15:00:00Z')).toBe(
      '14 Mar 2026, 7:00 pm – 8:30 pm',
    );
    expect(formatTimeRange('2026-03-14T13:30:00Z', '2026-03-14T15:00:00Z')).toBe(
      '7:00 pm – 8:30 pm',
    );
  });
});

describe('typed dates (dd/mm/yyyy)', () => {
  it('reads dd/mm/yyyy and its usual variants as YYYY-MM-DD', () => {
    expect(parseDayInput('09/01/2027')).toEqual({ value: '2027-01-09' });
    expect(parseDayInput('9/1/2027')).toEqual({ value: '2027-01-09' });
    expect(parseDayInput(' 9-1-2027 ')).toEqual({ value: '2027-01-09' });
    expect(parseDayInput('09.01.2027')).toEqual({ value: '2027-01-09' });
    expect(parseDayInput('09012027')).toEqual({ value: '2027-01-09' });
    expect(parseDayInput('29/02/2028')).toEqual({ value: '2028-02-29' });
    expect(parseDayInput('')).toEqual({ value: '' });
  });

  it('never reads the day and month the American way', () => {
    expect(parseDayInput('03/04/2027')).toEqual({ value: '2027-04-03' });
    expect(parseDayInput('12/31/2027').error).toBe(
      'There is no month 31: enter the date as dd/mm/yyyy',
    );
  });

  it('refuses days the calendar has not got, saying why', () => {
    expect(parseDayInput('31/02/2027')).toEqual({
      error: '31/02/2027 is not a date: February 2027 has 28 days',
    });
    expect(parseDayInput('29/02/2027').error).toBe(
      '29/02/2027 is not a date: February 2027 has 28 days',
    );
    expect(parseDayInput('31/4/2027').error).toBe(
      '31/04/2027 is not a date: April 2027 has 30 days',
    );
    expect(parseDayInput('00/01/2027').error).toBe(DATE_INPUT_MSG.dateFormat);
  });

  it('refuses what is not dd/mm/yyyy', () => {
    for (const text of ['2027-01-09', '9/1/27', '9 Jan 2027', 'tomorrow', '09/01', '1/1/0999']) {
      expect(parseDayInput(text).error, text).toBe(DATE_INPUT_MSG.dateFormat);
    }
  });

  it('writes a day back as dd/mm/yyyy', () => {
    expect(formatDayInput('2027-01-09')).toBe('09/01/2027');
    expect(formatDayInput('')).toBe('');
    expect(formatDayInput('soon')).toBe('');
  });
});

describe('typed times', () => {
  it('reads 12- and 24-hour times as HH:mm', () => {
    expect(parseTimeInput('5:30 pm')).toEqual({ value: '17:30' });
    expect(parseTimeInput('5.30PM')).toEqual({ value: '17:30' });
    expect(parseTimeInput('5 pm')).toEqual({ value: '17:00' });
    expect(parseTimeInput('12:05 am')).toEqual({ value: '00:05' });
    expect(parseTimeInput('12 p.m.')).toEqual({ value: '12:00' });
    expect(parseTimeInput('17:30')).toEqual({ value: '17:30' });
    expect(parseTimeInput('0930')).toEqual({ value: '09:30' });
    expect(parseTimeInput('9')).toEqual({ value: '09:00' });
    expect(parseTimeInput('')).toEqual({ value: '' });
  });

  it('refuses times that are not on the clock', () => {
    for (const text of ['25:00', '13 pm', '0 am', '5:75', 'noon', '5:3']) {
      expect(parseTimeInput(text).error, text).toBe(DATE_INPUT_MSG.timeFormat);
    }
  });

  it('writes a time back the way the product shows times', () => {
    expect(formatTimeInput('17:30')).toBe('5:30 pm');
    expect(formatTimeInput('00:05')).toBe('12:05 am');
    expect(formatTimeInput('12:00')).toBe('12:00 pm');
    expect(formatTimeInput('')).toBe('');
  });
});
