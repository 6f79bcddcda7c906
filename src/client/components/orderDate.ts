/**
 * When an order was placed, as both order lists show it: "March 5th 2025, 2:07:09 pm" and
 * "2 days ago". dayjs and its two plugins are set up here once; only the order pages import
 * this, so a first visit doesn't load them.
 */
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(advancedFormat);
dayjs.extend(relativeTime);

const ORDER_DATE_FORMAT = 'MMMM Do YYYY, h:mm:ss a';

/** The order's date and time in the browser's time zone. */
export function formatOrderDate(date: string): string {
  return dayjs(date).format(ORDER_DATE_FORMAT);
}

/** How long ago the order was placed ("a few seconds ago", "3 months ago"). */
export function timeSince(date: string): string {
  return dayjs(date).fromNow();
}
