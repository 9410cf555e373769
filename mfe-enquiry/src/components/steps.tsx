import type { ElementType } from 'react';
import styles from './steps.module.css';

export interface Step {
  title: string;
  text: string;
}

interface StepsProps {
  steps: readonly Step[];
  /** The list's own class: it composes `list` and sets the gap between steps. */
  className: string;
  titleClassName: string;
  /** The step titles' element: headings on the enquiry page, plain text in the popup's panel. */
  titleAs?: ElementType;
}

/** The numbered 'How it works' steps of the enquiry page and the enquiry popup. */
export function Steps({ steps, className, titleClassName, titleAs: Title = 'p' }: StepsProps) {
  return (
    <ol className={className}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <Title className={titleClassName}>{step.title}</Title>
            <p className={styles.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
