/** Backoffice §2: every admin page, in the spec's order; the side navigation and the dashboard list them. */
export const ADMIN_PAGES = [
  { path: '/admin', label: 'Tableau de bord' },
  { path: '/admin/users', label: 'Utilisateurs' },
  { path: '/admin/jobs', label: "Offres d'emploi" },
  { path: '/admin/products', label: 'Produits physiques' },
  { path: '/admin/digital-products', label: 'Produits digitaux' },
  { path: '/admin/payments', label: 'Paiements' },
  { path: '/admin/credits', label: 'Crédits et tarifs' },
  { path: '/admin/ai-analysis', label: 'Analyse IA' },
  { path: '/admin/ai-training', label: 'Formation IA' },
  { path: '/admin/security', label: 'Sécurité' },
  { path: '/admin/promotion', label: 'Promotion' },
  { path: '/admin/faq', label: 'FAQ' },
  { path: '/admin/testimonials', label: 'Témoignages' },
  { path: '/admin/messages', label: 'Messages' },
  { path: '/admin/articles', label: 'Articles' },
] as const;
