/**
 * Dates and times as the product shows them (India time, e.g. '9 Jan 2027, 5:30 pm'): the one
 * set of formatters in @app/shared, which the API's e-mails and PDFs use too.
 */
export {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDateTimeRange,
  formatDay,
  formatTime,
  formatWeekdayDay as formatBatchDay,
} from '@app/shared';
