// Footer frame: the four columns and the newsletter arrive with their issue.
import { siteConfig } from '@safarnama/shared';

export function Footer() {
  return (
    <footer>
      <p>
        © {new Date().getFullYear()} {siteConfig.brand}
      </p>
    </footer>
  );
}
