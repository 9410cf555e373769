import { useEffect, useState } from 'react';
import { Button, Card, VisuallyHidden, formatPhone, phoneHref, usePhoneNumber } from '@safarnama/shared';
import { pilgrimageImages } from '../data/devotional';
import { pilgrimageCode } from '../lib/pilgrimage-code';
import { HomeSection } from './home-section';
import styles from './pilgrimage.module.css';

/** The pilgrimage showcase with a yatra code to quote on the phone. */
export function Pilgrimage() {
  // Drawn in the browser once the page is in place: a code drawn while rendering would
  // differ between the server's HTML and the browser's first render.
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => setCode(pilgrimageCode()), []);
  const phone = usePhoneNumber();
  return (
    <HomeSection tone="alt" title="Sacred journeys across India" subtitle="From the Char Dham in the Himalaya to Rameshwaram and Dwarka by the sea.">
      <div className={styles.layout}>
        <ul className={styles.grid}>
          {pilgrimageImages.map((place) => (
            <li key={place.name} className={styles.tile}>
              <img className={styles.image} src={place.image} alt={place.alt} width={1200} height={800} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
        <Card as="aside" className={styles.codeCard} aria-labelledby="yatra-code-title">
          <h3 id="yatra-code-title" className={styles.codeTitle}>
            Your yatra code
          </h3>
          {/* read out a character at a time (a paragraph cannot carry aria-label) */}
          <p className={styles.code} data-testid="pilgrimage-code">
            {code && <VisuallyHidden>Yatra code {code.split('').join(' ')}</VisuallyHidden>}
            <span aria-hidden="true">{code ?? '\u00a0'}</span>
          </p>
          <p className={styles.codeText}>
            Quote this code when you call our pilgrimage desk and we will pick up your enquiry straight away.
          </p>
          <Button href={phoneHref(phone)} variant="secondary">
            Call {formatPhone(phone)}
          </Button>
        </Card>
      </div>
    </HomeSection>
  );
}
