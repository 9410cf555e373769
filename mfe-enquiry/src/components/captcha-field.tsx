import { FormField } from '@safarnama/shared';
import type { CaptchaState } from '../hooks/use-captcha';
import styles from './captcha-field.module.css';

interface CaptchaFieldProps {
  captcha: CaptchaState;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** A new code; the form also empties the typed answer and its message. */
  onRefresh: () => void;
}

/**
 * The code the server issued (spec 2, section 4: six characters, three capital
 * letters and three digits), its refresh button and the answer box. The code is
 * text with a spelled-out label, so a screen reader reads it one character at a time.
 */
export function CaptchaField({ captcha, value, error, onChange, onRefresh }: CaptchaFieldProps) {
  return (
    <FormField
      label="Captcha"
      hint="Type the six characters shown, capitals included."
      required
      error={error}
      render={(control) => (
        <>
          <div className={styles.captcha}>
            <CaptchaCode captcha={captcha} />
            <button type="button" className={styles.refresh} onClick={onRefresh} aria-label="Refresh captcha">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M12 5V2L7 6l5 4V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7z" />
              </svg>
            </button>
            <input
              {...control}
              className={`${control.className} ${styles.input}`}
              name="captcha"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={6}
              placeholder="Enter code"
              value={value}
              onChange={(e) => onChange(e.target.value)}
            />
          </div>
          {captcha.status === 'failed' && (
            <p className={styles.unavailable} role="alert">
              {captcha.message}
            </p>
          )}
        </>
      )}
    />
  );
}

function CaptchaCode({ captcha }: { captcha: CaptchaState }) {
  if (captcha.status === 'ready') {
    return (
      <span className={styles.code} role="img" aria-label={`Captcha code: ${captcha.code.split('').join(' ')}`}>
        {captcha.code}
      </span>
    );
  }
  const loading = captcha.status === 'loading';
  return (
    <span className={`${styles.code} ${styles.pending}`} role="img" aria-label={loading ? 'Captcha code loading' : 'Captcha code unavailable'}>
      {loading ? '······' : '——'}
    </span>
  );
}
