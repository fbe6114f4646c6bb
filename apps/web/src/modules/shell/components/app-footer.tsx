import { Link } from 'react-router';
import styles from './app-footer.module.css';

const footerSections = [
  {
    title: 'Navigation',
    links: [
      { to: '/metiers', label: 'Métiers' },
      { to: '/profiles', label: 'Profils' },
      { to: '/store', label: 'Boutique' },
      { to: '/articles', label: 'Articles' },
    ],
  },
  {
    title: 'Assistance',
    links: [
      { to: '/faq', label: 'FAQ' },
      { to: '/contact', label: 'Contact' },
    ],
  },
] as const;

/** Where Liggeey speaks to its community; they open in a new tab. */
const socialLinks = [
  { href: 'https://www.facebook.com/liggeey', label: 'Facebook' },
  { href: 'https://x.com/liggeey', label: 'X' },
  { href: 'https://www.linkedin.com/company/liggeey', label: 'LinkedIn' },
  { href: 'https://wa.me/221770000000', label: 'WhatsApp' },
] as const;

/** Spec §2 footer: navigation, support, social links and the copyright with the current year. */
export function AppFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.sections}>
        {footerSections.map((section) => (
          <nav key={section.title} aria-label={section.title}>
            <h2 className={styles.sectionTitle}>{section.title}</h2>
            <div className={styles.links}>
              {section.links.map((link) => (
                <Link key={link.to} to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              ))}
            </div>
          </nav>
        ))}
        <nav aria-label="Réseaux sociaux">
          <h2 className={styles.sectionTitle}>Suivez-nous</h2>
          <div className={styles.links}>
            {socialLinks.map((link) => (
              <a
                key={link.href}
                href={link.href}
                className={styles.link}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${link.label} (nouvel onglet)`}
              >
                {link.label}
              </a>
            ))}
          </div>
        </nav>
      </div>
      <p className={styles.copyright}>© {new Date().getFullYear()} Liggeey</p>
    </footer>
  );
}
