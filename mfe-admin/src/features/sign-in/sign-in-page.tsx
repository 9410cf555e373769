// Sign-in: the API's message for a refusal (it never says which of email or password
// was wrong), read out by screen readers, and the focus taken back to the email field.
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, FormField } from '@safarnama/shared';
import { useSession } from '../../lib/session';
import { messageOf } from '../../lib/admin-api';
import { PageHeading } from '../../components/page-heading';
import styles from './sign-in-page.module.css';

export function SignInPage({ expired = false }: { expired?: boolean }) {
  const { signIn } = useSession();
  const [values, setValues] = useState({ email: '', password: '' });
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);

  const { email, password } = values;
  /** What the email and password fields have alike: their value, what is missing, and typing. */
  const field = (name: 'email' | 'password', autoComplete: string) => ({
    name,
    autoComplete,
    required: true,
    value: values[name],
    error: missing[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const blanks = { email: email.trim() ? undefined : 'Please enter your email.', password: password ? undefined : 'Please enter your password.' };
    setMissing(blanks);
    if (blanks.email || blanks.password) {
      (blanks.email ? emailField : passwordField).current?.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      await signIn(email.trim(), password);
    } catch (refusal) {
      setError(messageOf(refusal));
      setValues((typed) => ({ ...typed, password: '' }));
      setSending(false);
      emailField.current?.focus();
    }
  };

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate aria-describedby={error ? 'sign-in-error' : undefined}>
        <p className={styles.brand}>Safarnama back office</p>
        <PageHeading title="Sign in">Sign in</PageHeading>
        {expired && !error && <p className={styles.note}>Your session has ended. Please sign in again.</p>}
        <div id="sign-in-error" role="alert" className={error ? styles.error : undefined}>
          {error}
        </div>
        <FormField ref={emailField} label="Email" type="email" {...field('email', 'username')} />
        <FormField ref={passwordField} label="Password" type="password" {...field('password', 'current-password')} />
        <Button type="submit" loading={sending} loadingText="Signing in…" fullWidth>
          Sign in
        </Button>
      </form>
    </main>
  );
}
