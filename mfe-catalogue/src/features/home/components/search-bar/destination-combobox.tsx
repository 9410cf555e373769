import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { City, FieldControlProps } from '@safarnama/shared';
import { filterCities } from './use-cities';
import styles from './search-bar.module.css';
import { cx } from '@safarnama/shared';

export interface DestinationComboboxProps {
  control: FieldControlProps;
  cities: readonly City[];
  value: string;
  /** Typing: the text changes and no city is chosen. */
  onType: (text: string) => void;
  /** A listed city was picked. */
  onPick: (city: City) => void;
  disabled?: boolean;
}

/**
 * The destination input with its city list (ARIA 1.2 combobox): opens on focus or
 * typing, filters by "contains", arrows and Enter pick, Escape or an outside click
 * closes; a click in the input clears it for a new search.
 */
export function DestinationCombobox({ control, cities, value, onType, onPick, disabled }: DestinationComboboxProps) {
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = useMemo(() => filterCities(cities, value), [cities, value]);
  const expanded = open && matches.length > 0;

  useEffect(() => {
    if (!open) return;
    // On click, not on pointer down: on phones the list sits in the flow, and closing
    // it before the click lands would move the Search button from under the finger.
    const onOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', onOutsideClick);
    return () => document.removeEventListener('click', onOutsideClick);
  }, [open]);

  useEffect(() => {
    if (active < 0) return;
    const option = listRef.current?.children[active] as HTMLElement | undefined;
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const pick = (city: City) => {
    onPick(city);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((i) => Math.min(i + 1, matches.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Enter':
        // Enter on a highlighted city picks it; otherwise it submits the search.
        if (expanded && active >= 0 && matches[active]) {
          event.preventDefault();
          pick(matches[active]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        break;
    }
  };

  const activeId = expanded && active >= 0 ? `${listId}-option-${active}` : undefined;

  return (
    <div ref={rootRef} className={styles.combobox}>
      <input
        {...control}
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder="Where do you want to go?"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        value={value}
        disabled={disabled}
        onFocus={() => setOpen(true)}
        onClick={() => {
          onType('');
          setActive(-1);
          setOpen(true);
        }}
        onChange={(event) => {
          onType(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label="Destinations"
        className={cx(styles.listbox, expanded && styles.listboxOpen)}
        hidden={!expanded}
      >
        {expanded &&
          matches.map((city, i) => (
            <li
              key={city.id}
              id={`${listId}-option-${i}`}
              role="option"
              aria-selected={i === active}
              className={cx(styles.option, i === active && styles.optionActive)}
              // Keep focus in the input while choosing with the mouse.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => pick(city)}
            >
              {city.name}
            </li>
          ))}
      </ul>
    </div>
  );
}
