import type { ReactNode } from 'react';
import layout from './form-layout.module.css';

/** Why a form was not sent, read out at once (an alert); its form decides when it shows. */
export function FormFailure({ children }: { children: ReactNode }) {
  return (
    <p className={layout.failure} role="alert">
      {children}
    </p>
  );
}
