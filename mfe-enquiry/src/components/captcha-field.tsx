import { useEffect, useId, useRef } from 'react';
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
  /** Swaps the picture for a question in words that the same challenge accepts. */
  onAskQuestion: () => void;
}

/**
 * The code the server issued (six characters, three capital letters and three
 * digits) as the server drew it, its refresh button and the answer box. The
 * picture is drawn with paths, so only a person reads it; a visitor who cannot
 * may press "Can't read it?" for a sum in words instead, whose answer the same
 * challenge then takes.
 */
export function CaptchaField({ captcha, value, error, onChange, onRefresh, onAskQuestion }: CaptchaFieldProps) {
  const question = captcha.status === 'ready' ? captcha.question : undefined;
  const questionId = useId();
  const input = useRef<HTMLInputElement>(null);
  const asked = useRef(false);
  // The button that asked is gone once the question is on show, and the focus with it:
  // it goes to the answer box, which the question describes.
  useEffect(() => {
    if (question && asked.current) input.current?.focus();
    asked.current = false;
  }, [question]);
  const ask = () => {
    asked.current = true;
    onAskQuestion();
  };
  return (
    <FormField
      label="Captcha"
      hint={question ? 'Type the answer, in digits or in words.' : 'Type the six characters shown, capitals included.'}
      required
      error={error}
      render={(control) => (
        <>
          <div className={styles.captcha}>
            <CaptchaChallengeView captcha={captcha} questionId={questionId} />
            <button type="button" className={styles.refresh} onClick={onRefresh} aria-label="Refresh captcha">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M12 5V2L7 6l5 4V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7z" />
              </svg>
            </button>
            <input
              {...control}
              ref={input}
              aria-describedby={question ? [questionId, control['aria-describedby']].filter(Boolean).join(' ') : control['aria-describedby']}
              className={`${control.className} ${styles.input}`}
              name="captcha"
              autoComplete="off"
              autoCapitalize={question ? 'none' : 'characters'}
              spellCheck={false}
              maxLength={question ? 20 : 6}
              placeholder={question ? 'Your answer' : 'Enter code'}
              value={value}
              onChange={(e) => onChange(e.target.value)}
            />
          </div>
          {captcha.status === 'ready' && !question && (
            <button type="button" className={styles.alternative} onClick={ask}>
              Can&apos;t read it? Answer a question instead
            </button>
          )}
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

function CaptchaChallengeView({ captcha, questionId }: { captcha: CaptchaState; questionId: string }) {
  if (captcha.status === 'ready' && captcha.question) {
    return (
      <p id={questionId} className={`${styles.code} ${styles.question}`} aria-live="polite">
        {captcha.question}
      </p>
    );
  }
  if (captcha.status === 'ready') {
    return <img className={`${styles.code} ${styles.picture}`} src={captcha.image} width={200} height={64} alt="Captcha code: six characters, letters and digits" />;
  }
  const loading = captcha.status === 'loading';
  return (
    <span className={`${styles.code} ${styles.pending}`} role="img" aria-label={loading ? 'Captcha code loading' : 'Captcha code unavailable'}>
      {loading ? '······' : '——'}
    </span>
  );
}
