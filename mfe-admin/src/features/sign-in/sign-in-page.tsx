// Sign-in: the API's message for a refusal (it never says which of email or password
// was wrong), read out by screen readers, and the focus taken back to the email field.
import { useRef, useState, type FormEvent } from 'react';
import { Button, FormField } from '@safarnama/shared';
import { useSession } from '../../lib/session';
import { messageOf } from '../../lib/admin-api';
import { PageHeading } from '../../ui/page-heading';
import styles from './sign-in-page.module.css';

export function SignInPage({ expired = false }: { expired?: boolean }) {
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);

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
      setPassword('');
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
        <FormField
          ref={emailField}
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          error={missing.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <FormField
          ref={passwordField}
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={missing.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" loading={sending} loadingText="Signing in…" fullWidth>
          Sign in
        </Button>
      </form>
    </main>
  );
}
