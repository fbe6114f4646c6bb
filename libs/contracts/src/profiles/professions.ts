/**
 * Spec §9: the 24 sign-up trades, in the spec's order. The sign-up form offers them, the trades
 * catalogue describes each one. Free of zod, so the web app imports it without the validation code.
 */
export const SIGNUP_PROFESSIONS = [
  'Couturier',
  'Menuisier',
  'Électricien',
  'Plombier',
  'Maçon',
  'Développeur Web',
  'Community Manager',
  'Infographiste',
  'Télévendeur',
  'Vendeur en ligne',
  'Ménagère',
  'Cuisinier',
  'Nounou',
  'Coiffeur',
  'Photographe',
  'Chauffeur',
  'Livreur',
  'Chauffeur VTC',
  'Agent immobilier',
  'Peintre en bâtiment',
  'Chef de chantier',
  'Aide-soignant',
  'Infirmier à domicile',
  'Coach sportif',
] as const;

/** The last choice of the sign-up list: the profession is then the text the worker types. */
export const OTHER_PROFESSION = 'Autre';
