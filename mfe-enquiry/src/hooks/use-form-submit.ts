import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SendAnswer } from '../lib/send-form';
import { hasErrors, type FieldErrors } from './use-form-fields';

export interface SubmitFlow<K extends string> {
  /** The form's own checks: any message stops the submit before anything is sent. */
  validate: () => FieldErrors<K>;
  /** Sends the form; through sendForm, so it never throws. */
  send: () => Promise<SendAnswer<K>>;
  onSent: () => void;
  /** Why it was not stored; the server's field messages are shown already. */
  onFailed: (message: string) => void;
  /** Runs on every submit that is not ignored, before the checks (a form drops its last outcome here). */
  onStart?: () => void;
  /**
   * Ignore submits for this long after one is sent, however long the answer takes
   * (the booking form's guard against double bookings). Without it a submit is
   * ignored only while the last one waits for its answer.
   */
  lockFor?: number;
}

/**
 * The submit of an enquiry remote's form: check the fields, show their messages
 * and stop if any; else send once, then show the server's field messages and the
 * outcome. `busy` is true while further submits are ignored (the button's
 * loading state).
 */
export function useFormSubmit<K extends string>(setErrors: (errors: FieldErrors<K>) => void, flow: SubmitFlow<K>) {
  const [busy, setBusy] = useState(false);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(lockTimer.current), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    flow.onStart?.();
    const found = flow.validate();
    setErrors(found);
    if (hasErrors(found)) return;

    setBusy(true);
    if (flow.lockFor !== undefined) {
      clearTimeout(lockTimer.current);
      lockTimer.current = setTimeout(() => setBusy(false), flow.lockFor);
    }
    const answer = await flow.send();
    if (flow.lockFor === undefined) setBusy(false);
    if (answer.ok) {
      flow.onSent();
      return;
    }
    if (answer.errors) setErrors(answer.errors);
    flow.onFailed(answer.message);
  };

  return { busy, onSubmit };
}
