import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { FieldControlProps } from '../form-field/form-field';
import { cx } from '../cx';
import styles from './combobox.module.css';

export interface ComboboxOption {
  id: number;
  name: string;
}

export interface ComboboxProps<T extends ComboboxOption> {
  /** From FormField's render prop: the label, hint and error wiring. */
  control: FieldControlProps;
  options: readonly T[];
  value: string;
  /** The list's accessible name ('Destinations'). */
  listLabel: string;
  placeholder?: string;
  /** Typing: the text changes and nothing is picked. */
  onType: (text: string) => void;
  /** A listed option was picked. */
  onPick: (option: T) => void;
  /**
   * When the text is cleared for a new choice: on a click in the input (the home
   * search), or whenever it gains focus (the blog search).
   */
  clearOn?: 'click' | 'focus';
  disabled?: boolean;
}

/** Case-insensitive "contains" on the typed text; every option when it is empty. */
export function filterOptions<T extends { name: string }>(options: readonly T[], text: string): T[] {
  const query = text.trim().toLowerCase();
  return query ? options.filter((option) => option.name.toLowerCase().includes(query)) : [...options];
}

/**
 * A text input with its list of options (ARIA 1.2 combobox): opens on focus or
 * typing, filters by "contains", arrows and Enter pick, Escape or an outside click
 * closes. The site's one dropdown search field: the home search's destinations,
 * the blog search's destinations and categories.
 */
export function Combobox<T extends ComboboxOption>({
  control,
  options,
  value,
  listLabel,
  placeholder,
  onType,
  onPick,
  clearOn = 'click',
  disabled,
}: ComboboxProps<T>) {
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = useMemo(() => filterOptions(options, value), [options, value]);
  const expanded = open && matches.length > 0;

  useEffect(() => {
    if (!open) return;
    // On click, not on pointer down: on phones the list sits in the flow, and closing
    // it before the click lands would move the next field from under the finger.
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

  const pick = (option: T) => {
    onPick(option);
    setOpen(false);
    setActive(-1);
  };

  const clearForNewChoice = () => {
    onType('');
    setActive(-1);
    setOpen(true);
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
        // Enter on a highlighted option picks it; otherwise it submits the form.
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
        placeholder={placeholder}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        value={value}
        disabled={disabled}
        onFocus={clearOn === 'focus' ? clearForNewChoice : () => setOpen(true)}
        onClick={clearOn === 'click' ? clearForNewChoice : () => setOpen(true)}
        onChange={(event) => {
          onType(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <ul ref={listRef} id={listId} role="listbox" aria-label={listLabel} className={styles.listbox} hidden={!expanded}>
        {expanded &&
          matches.map((option, i) => (
            <li
              key={option.id}
              id={`${listId}-option-${i}`}
              role="option"
              aria-selected={i === active}
              className={cx(styles.option, i === active && styles.optionActive)}
              // Keep focus in the input while choosing with the mouse.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => pick(option)}
            >
              {option.name}
            </li>
          ))}
      </ul>
    </div>
  );
}
