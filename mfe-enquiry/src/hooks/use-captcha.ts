import { useCallback, useEffect, useRef, useState } from 'react';
import { afterPagePainted, api, type ContactMessage } from '@safarnama/shared';
import { sendForm, type FailureMessages, type SendAnswer } from '../lib/send-form';

/**
 * The challenge on show: asked for, shown (its picture, or the question asked
 * instead), or not to be had (offline, too many refreshes).
 */
export type CaptchaState =
  | { status: 'loading' }
  | { status: 'ready'; captchaId: string; image: string; question?: string }
  | { status: 'failed'; message: string };

export const CAPTCHA_UNAVAILABLE = 'The code could not be loaded. Press refresh to try again.';
export const QUESTION_UNAVAILABLE = 'The question could not be loaded. Press refresh for a new code.';
export const CAPTCHA_REQUIRED = 'Please enter the code shown';
export const CAPTCHA_WRONG = 'Incorrect captcha. Please try again.';

/**
 * The captcha of the contact and support forms. The server issues each code
 * (GET /api/contact/captcha) and checks the answer once; this hook asks for a
 * code once the page has painted (the request loads the API client, which the
 * page's first paint does not need) and on refresh(), and drops an answer that a
 * newer request has overtaken.
 */
export function useCaptcha() {
  const [state, setState] = useState<CaptchaState>({ status: 'loading' });
  const pending = useRef<AbortController | null>(null);

  const refresh = useCallback(() => {
    pending.current?.abort();
    const request = new AbortController();
    pending.current = request;
    setState({ status: 'loading' });
    api.getCaptcha({ signal: request.signal }).then(
      (result) => {
        if (request.signal.aborted) return;
        if (result.code === 1) setState({ status: 'ready', captchaId: result.data.captchaId, image: result.data.image });
        else setState({ status: 'failed', message: result.status === 429 ? result.message : CAPTCHA_UNAVAILABLE });
      },
      (error: unknown) => {
        if (request.signal.aborted) return;
        console.error('[captcha] code not loaded:', error);
        setState({ status: 'failed', message: CAPTCHA_UNAVAILABLE });
      },
    );
  }, []);

  /** The picture's accessible alternative: a sum in words, which the same challenge then takes as its answer. */
  const askQuestion = useCallback(() => {
    if (state.status !== 'ready') return;
    pending.current?.abort();
    const request = new AbortController();
    pending.current = request;
    const { captchaId, image } = state;
    api.getCaptchaQuestion(captchaId, { signal: request.signal }).then(
      (result) => {
        if (request.signal.aborted) return;
        if (result.code === 1) setState({ status: 'ready', captchaId, image, question: result.data.question });
        else setState({ status: 'failed', message: result.status === 429 ? result.message : QUESTION_UNAVAILABLE });
      },
      (error: unknown) => {
        if (request.signal.aborted) return;
        console.error('[captcha] question not loaded:', error);
        setState({ status: 'failed', message: QUESTION_UNAVAILABLE });
      },
    );
  }, [state]);

  useEffect(() => {
    const cancel = afterPagePainted(refresh);
    return () => {
      cancel();
      pending.current?.abort();
    };
  }, [refresh]);

  return { captcha: state, refreshCaptcha: refresh, askQuestion };
}

/** The first message for the captcha field before anything is sent, if any. */
export function checkCaptcha(captcha: CaptchaState, typed: string): string | undefined {
  if (captcha.status === 'loading') return 'Please wait for the code to load';
  if (captcha.status === 'failed') return 'Press refresh to get a code';
  return typed.trim() ? undefined : CAPTCHA_REQUIRED;
}

/** The body's answer to the challenge on show (the form checks first that one is shown). */
export function captchaAnswer(state: CaptchaState, typed: string): { captchaId: string; captcha: string } {
  return { captchaId: state.status === 'ready' ? state.captchaId : '', captcha: typed.trim() };
}

/**
 * True when the challenge the form sent is spent or may be: the server checked
 * the captcha and refused it, or the answer never came. Then the form needs a
 * new code. A refusal of other fields leaves the challenge unanswered.
 */
export function challengeSpent(answer: SendAnswer<string>): boolean {
  return !answer.ok && (answer.errors === undefined || 'captcha' in answer.errors);
}

/**
 * The captcha as one field of a form that sends to POST /api/contact: the code on
 * show, `newCode` (a fresh code and an empty box), the field's first message, the
 * body's answer, the CaptchaField's props, and `sendMessage`, which sends the message with the answer
 * and replaces a spent challenge before the answer's field messages are shown
 * (emptying the box clears its old message). `setTyped` writes the answer box.
 */
export function useCaptchaField(typed: string, setTyped: (value: string) => void) {
  const { captcha, refreshCaptcha, askQuestion } = useCaptcha();
  const newCode = () => {
    refreshCaptcha();
    setTyped('');
  };
  const answer = () => captchaAnswer(captcha, typed);
  return {
    refreshCaptcha,
    check: () => checkCaptcha(captcha, typed),
    answer,
    /** What the form's CaptchaField shows and does; `error` is the field's message. */
    fieldProps: (error: string | undefined) => ({ captcha, value: typed, error, onChange: setTyped, onRefresh: newCode, onAskQuestion: askQuestion }),
    async sendMessage<K extends string>(
      message: Omit<ContactMessage, 'captchaId' | 'captcha'>,
      honeypot: string,
      fields: readonly K[],
      messages: FailureMessages,
    ): Promise<SendAnswer<K>> {
      const sent = await sendForm(() => api.sendContactMessage({ ...message, ...answer() }, { honeypot }), fields, messages);
      if (challengeSpent(sent)) newCode();
      return sent;
    },
  };
}
