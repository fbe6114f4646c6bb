import { Layout } from 'antd';
import { Link } from 'react-router';
import styles from './app-footer.module.css';

const footerSections = [
  {
    title: 'Navigation',
    links: [
      { to: '/metiers', label: 'Métiers' },
      { to: '/profiles', label: 'Profils' },
      { to: '/store', label: 'Boutique' },
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

export function AppFooter() {
  return (
    <Layout.Footer className={styles.footer}>
      <div className={styles.sections}>
        {footerSections.map((section) => (
          <nav key={section.title} aria-label={section.title}>
            <div className={styles.sectionTitle}>{section.title}</div>
            <div className={styles.links}>
              {section.links.map((link) => (
                <Link key={link.to} to={link.to}>
                  {link.label}
                </Link>
              ))}
            </div>
          </nav>
        ))}
      </div>
      <p className={styles.copyright}>© {new Date().getFullYear()} Liggeey</p>
    </Layout.Footer>
  );
}
