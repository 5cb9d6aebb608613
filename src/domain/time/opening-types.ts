/** The shape of business opening hours (docs/business-rules.md "Opening hours"), shared by the state and its labels. */
import type { TimeRange, WeekdayName } from './time-of-day';

export type { TimeRange };
export type Weekday = WeekdayName;

/** open false: closed all day; open true with no hours: open all day. */
export interface DayHours {
  open: boolean;
  hours: TimeRange[];
}

/** Keyed by lowercase English weekday; a missing day is closed. */
export type OpeningHours = Partial<Record<Weekday, DayHours>>;
