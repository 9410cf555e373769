// Navbar frame: the full navbar (themes panel, mobile menu, phone) arrives with its issue.
import { Link } from 'react-router-dom';
import { siteConfig, useSiteStore } from '@safarnama/shared';

export function Navbar() {
  const phone = useSiteStore((s) => s.phoneNumber);
  return (
    <header>
      <nav aria-label="Main">
        <Link to="/">{siteConfig.brand}</Link> <Link to="/blogs">Blog</Link> <Link to="/contact-us">Contact Us</Link>{' '}
        <a href={`tel:+91${phone}`}>+91 {phone}</a>
      </nav>
    </header>
  );
}
