import type { FormEvent, ReactNode } from 'react';
import { HoneypotField } from './honeypot-field/honeypot-field';
import layout from './form-layout.module.css';

export interface MessageFormProps {
  /** The id of the form's heading, which names the form. */
  titleId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  honeypot: string;
  onHoneypotChange: (value: string) => void;
  children: ReactNode;
}

/**
 * The 'Send us a message' form of the contact and support pages: the field only
 * bots fill, the heading that names the form, then the page's own fields.
 */
export function MessageForm({ titleId, onSubmit, honeypot, onHoneypotChange, children }: MessageFormProps) {
  return (
    <form className={layout.form} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <HoneypotField value={honeypot} onChange={onHoneypotChange} />
      <h2 id={titleId} className={layout.title}>
        Send us a message
      </h2>
      {children}
    </form>
  );
}
