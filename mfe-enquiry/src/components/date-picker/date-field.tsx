import { useRef, useState } from 'react';
import { formatDate, FormField, toIsoDate, useMediaQuery } from '@safarnama/shared';
import { Calendar } from './calendar';
import { parseIsoDate, startOfDay } from '../../lib/calendar-dates';
import styles from './date-field.module.css';

export interface DateFieldProps {
  label: string;
  /** yyyy-mm-dd, or '' */
  value: string;
  onChange: (isoDate: string) => void;
  error?: string | null;
  required?: boolean;
  name?: string;
}

/**
 * A read-only date field shown as dd/mm/yyyy; clicking it or its icon opens the
 * calendar, which stores yyyy-mm-dd. Days before today cannot be chosen.
 */
export function DateField({ label, value, onChange, error, required, name }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery('(min-width: 640px)');
  const selected = value ? parseIsoDate(value) : null;
  const inputRef = useRef<HTMLInputElement>(null);
  const close = () => {
    setOpen(false);
    inputRef.current?.focus();
  };

  return (
    <>
      <FormField
        label={label}
        error={error}
        required={required}
        render={(control) => (
          <div className={styles.wrap}>
            <input
              {...control}
              ref={inputRef}
              className={`${control.className} ${styles.input}`}
              name={name}
              type="text"
              readOnly
              placeholder="dd/mm/yyyy"
              value={selected ? formatDate(value) : ''}
              // a combobox that opens a dialog (the ARIA date picker pattern): a plain
              // textbox may not carry aria-expanded
              role="combobox"
              aria-haspopup="dialog"
              aria-expanded={open}
              onClick={() => setOpen((current) => !current)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
                  event.preventDefault();
                  setOpen(true);
                }
              }}
            />
            <button
              type="button"
              className={styles.icon}
              onClick={() => setOpen((current) => !current)}
              aria-label={open ? 'Close calendar' : 'Open calendar'}
              tabIndex={-1}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2zm12 8H5v9h14v-9zM5 8h14V6H5v2zm2 4h3v3H7v-3z"
                />
              </svg>
            </button>
          </div>
        )}
      />
      {open && (
        <Calendar
          selected={selected}
          min={startOfDay(new Date())}
          months={wide ? 2 : 1}
          onSelect={(date) => {
            onChange(toIsoDate(date));
            close();
          }}
          onClose={close}
        />
      )}
    </>
  );
}
