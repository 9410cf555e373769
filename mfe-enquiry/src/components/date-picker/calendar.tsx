import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, toIsoDate } from '@safarnama/shared';
import {
  addDays,
  addMonths,
  compareMonths,
  dayLabel,
  isSameDay,
  monthLabel,
  monthOf,
  monthWeeks,
  shiftMonth,
  WEEKDAYS,
  type MonthRef,
} from '../../lib/calendar-dates';
import styles from './calendar.module.css';

export const CALENDAR_TITLE = 'Select Departure Date';

export interface CalendarProps {
  selected: Date | null;
  /** The first day that may be chosen (today): earlier days are disabled. */
  min: Date;
  /** Months side by side: two on wide screens, one on phones. */
  months: 1 | 2;
  onSelect: (date: Date) => void;
  onClose: () => void;
}

/**
 * The departure-date calendar: previous/next month buttons,
 * a Close button, Sun-to-Sat headings, weeks from Sunday, past days disabled.
 * Keyboard: arrows move by day and week, Home/End to the week's ends, Page Up/Down
 * by month, Enter or Space picks, Escape closes.
 */
export function Calendar({ selected, min, months, onSelect, onClose }: CalendarProps) {
  const titleId = useId();
  const minMonth = monthOf(min);
  const [focused, setFocused] = useState<Date>(() => (selected && selected >= min ? selected : min));
  const [first, setFirst] = useState<MonthRef>(() => monthOf(selected && selected >= min ? selected : min));
  const dayButtons = useRef(new Map<string, HTMLButtonElement>());
  const moveFocus = useRef(true);

  const last = shiftMonth(first, months - 1);
  const shown = months === 2 ? [first, last] : [first];

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    dayButtons.current.get(toIsoDate(focused))?.focus();
  }, [focused, first]);

  const focusDay = (date: Date) => {
    const target = date < min ? min : date;
    const month = monthOf(target);
    if (compareMonths(month, first) < 0) setFirst(month);
    else if (compareMonths(month, last) > 0) setFirst(shiftMonth(month, -(months - 1)));
    moveFocus.current = true;
    setFocused(target);
  };

  const showMonths = (by: number) => {
    const next = shiftMonth(first, by);
    if (compareMonths(next, minMonth) < 0) return;
    setFirst(next);
    // Keep one day of the shown months reachable with Tab (focus stays on the button).
    const month = monthOf(focused);
    if (compareMonths(month, next) < 0 || compareMonths(month, shiftMonth(next, months - 1)) > 0) {
      const moved = addMonths(focused, by);
      setFocused(moved < min ? min : moved);
    }
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -focused.getDay()),
      End: () => addDays(focused, 6 - focused.getDay()),
      PageUp: () => addMonths(focused, -1),
      PageDown: () => addMonths(focused, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusDay(move());
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Close only the calendar, not the dialog around it.
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div className={styles.layer}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" data-testid="calendar-backdrop" />
      <div className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onPanelKeyDown}>
        <div className={styles.header}>
          <h3 id={titleId} className={styles.title}>
            {CALENDAR_TITLE}
          </h3>
          <div className={styles.nav}>
            <button
              type="button"
              className={styles.navButton}
              onClick={() => showMonths(-1)}
              disabled={compareMonths(first, minMonth) <= 0}
              aria-label="Previous month"
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={styles.navButton} onClick={() => showMonths(1)} aria-label="Next month">
              <span aria-hidden="true">›</span>
            </button>
          </div>
        </div>
        <div className={styles.months}>
          {shown.map((ref) => (
            <MonthGrid
              key={`${ref.year}-${ref.month}`}
              month={ref}
              min={min}
              selected={selected}
              focused={focused}
              register={(iso, el) => {
                if (el) dayButtons.current.set(iso, el);
                else dayButtons.current.delete(iso);
              }}
              onPick={onSelect}
              onKeyDown={onGridKeyDown}
            />
          ))}
        </div>
        <div className={styles.footer}>
          <Button variant="ghost" size="sm" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </div>
  );
}

interface MonthGridProps {
  month: MonthRef;
  min: Date;
  selected: Date | null;
  focused: Date;
  register: (iso: string, el: HTMLButtonElement | null) => void;
  onPick: (date: Date) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableElement>) => void;
}

function MonthGrid({ month, min, selected, focused, register, onPick, onKeyDown }: MonthGridProps) {
  const captionId = useId();
  const today = new Date();
  return (
    <table className={styles.grid} aria-labelledby={captionId} onKeyDown={onKeyDown}>
      <caption id={captionId} className={styles.caption} aria-live="polite">
        {monthLabel(month)}
      </caption>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th key={day} scope="col" className={styles.weekday}>
              <abbr title={day}>{day.slice(0, 3)}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week, row) => (
          <tr key={row}>
            {week.map((date, col) => {
              if (!date) return <td key={col} />;
              const iso = toIsoDate(date);
              const past = date < min;
              const isSelected = !!selected && isSameDay(date, selected);
              return (
                <td key={col}>
                  <button
                    type="button"
                    ref={(el) => register(iso, el)}
                    className={[styles.day, isSelected && styles.selected, isSameDay(date, today) && styles.today]
                      .filter(Boolean)
                      .join(' ')}
                    tabIndex={isSameDay(date, focused) ? 0 : -1}
                    disabled={past}
                    aria-pressed={isSelected}
                    aria-label={dayLabel(date)}
                    aria-current={isSameDay(date, today) ? 'date' : undefined}
                    onClick={() => onPick(date)}
                  >
                    {date.getDate()}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
