import { siteConfig, VisuallyHidden } from '@safarnama/shared';
import styles from './office-map.module.css';

const DIRECTIONS_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`Logix Cyber Park, Sector 62, Noida`)}`;

/**
 * The office location as a drawn map (inline SVG): it works offline and needs
 * no third-party frame. Illustrative, not to scale.
 */
export function OfficeMap() {
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.map}
        viewBox="0 0 640 360"
        role="img"
        aria-labelledby="office-map-title office-map-desc"
        preserveAspectRatio="xMidYMid slice"
      >
        <title id="office-map-title">Map of our office in Sector 62, Noida</title>
        <desc id="office-map-desc">
          Our office at Logix Cyber Park in Sector 62, Noida, south of National Highway 9 and close to Electronic City
          metro station on the Blue Line, with Sector 63 to the west and Indirapuram to the north-east.
        </desc>
        <rect width="640" height="360" fill="#EEF3EA" />
        {/* blocks */}
        <g fill="#E2E9DC">
          <rect x="24" y="112" width="150" height="100" rx="6" />
          <rect x="24" y="232" width="150" height="110" rx="6" />
          <rect x="214" y="112" width="190" height="100" rx="6" />
          <rect x="214" y="232" width="190" height="110" rx="6" />
          <rect x="444" y="112" width="176" height="230" rx="6" />
          <rect x="470" y="4" width="160" height="40" rx="6" />
        </g>
        <rect x="456" y="246" width="90" height="72" rx="8" fill="#CFE3C5" />
        {/* highway */}
        <path d="M0 88 L640 70" stroke="#F5C48E" strokeWidth="22" />
        <path d="M0 88 L640 70" stroke="#FFFFFF" strokeWidth="2" strokeDasharray="14 10" />
        {/* sector roads */}
        <g stroke="#FFFFFF" strokeWidth="12" strokeLinecap="round">
          <path d="M194 96 V352" />
          <path d="M424 92 V352" />
          <path d="M16 222 H632" />
        </g>
        {/* metro line */}
        <path d="M0 30 C160 40 300 34 400 50 S560 96 640 104" fill="none" stroke="#1C5FB0" strokeWidth="5" />
        <circle cx="356" cy="44" r="8" fill="#FFFFFF" stroke="#1C5FB0" strokeWidth="4" />
        <g fontFamily="Poppins, system-ui, sans-serif" fill="#1F2933">
          <text x="300" y="24" fontSize="14" fontWeight="600">
            Electronic City metro
          </text>
          <text x="20" y="64" fontSize="14" fontWeight="600">
            NH-9 (Delhi–Meerut Expressway)
          </text>
          <text x="512" y="29" fontSize="14">
            Indirapuram
          </text>
          <text x="40" y="168" fontSize="16" fontWeight="600" fill="#5B6770">
            Sector 63
          </text>
          <text x="250" y="168" fontSize="18" fontWeight="600" fill="#5B6770">
            Sector 62
          </text>
          <text x="462" y="338" fontSize="12" fill="#1E5B34">
            Park
          </text>
        </g>
        {/* office pin */}
        <g transform="translate(310 276)">
          <ellipse cx="0" cy="4" rx="14" ry="5" fill="rgba(31,41,51,0.25)" />
          <path d="M0 0 C-18 -22 -22 -30 -22 -40 A22 22 0 1 1 22 -40 C22 -30 18 -22 0 0z" fill="#B34700" />
          <circle cx="0" cy="-40" r="8" fill="#FFFFFF" />
        </g>
        <g>
          <rect x="226" y="290" width="172" height="44" rx="8" fill="#FFFFFF" stroke="#D9D2C7" />
          <text x="238" y="308" fontFamily="Poppins, system-ui, sans-serif" fontSize="13" fontWeight="600" fill="#B34700">
            {siteConfig.brand}
          </text>
          <text x="238" y="325" fontFamily="Poppins, system-ui, sans-serif" fontSize="12" fill="#1F2933">
            Logix Cyber Park, Tower B
          </text>
        </g>
      </svg>
      <figcaption className={styles.caption}>
        <span>
          <strong>{siteConfig.brand}</strong>, {siteConfig.address}. Illustrative map, not to scale.
        </span>
        <a href={DIRECTIONS_URL} target="_blank" rel="noopener noreferrer" className={styles.directions}>
          Get directions<VisuallyHidden> (opens Google Maps in a new tab)</VisuallyHidden>
        </a>
      </figcaption>
    </figure>
  );
}
