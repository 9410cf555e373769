import { useEffect, useRef } from 'react';
import { HONEYPOT_FIELD } from '@safarnama/contracts/fields';
import { warmBotCheck } from '@safarnama/shared';
import styles from './honeypot-field.module.css';

export interface HoneypotFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The field every lead form carries that people never see or reach: drawn off
 * screen (not display:none, which scripts skip), out of the tab order, hidden
 * from screen readers, never autofilled. A script that fills every field fills
 * it; the form sends its value and the server then stores nothing. Its form's
 * first focus also starts the bot check's work (warmBotCheck), so it is done by
 * the time the visitor sends.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return undefined;
    const warm = () => warmBotCheck();
    form.addEventListener('focusin', warm, { once: true });
    // a form opened with its first field already focused (a popup) has had its focusin
    if (form.contains(document.activeElement)) warmBotCheck();
    return () => form.removeEventListener('focusin', warm);
  }, []);
  return (
    <div ref={ref} className={styles.honeypot} aria-hidden="true">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    </div>
  );
}
