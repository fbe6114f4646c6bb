import { type ProfileKey } from './relevance-profiles.js';

/** Filters of a query, as `WorkerSearchInput` takes them (the locality by name). */
export interface RelevanceFilters {
  maxPrice?: number;
  availability?: 'NOW' | 'THIS_WEEK' | 'THIS_MONTH';
  locality?: string;
  distanceKm?: 5 | 10 | 25;
}

/**
 * A query and the profiles a user expects, best first: the first must be in the top 3 (it is the
 * answer), the others are relevant too (they count in NDCG@10 with a lower grade).
 */
export interface RelevanceQuery {
  q: string;
  filters?: RelevanceFilters;
  expected: [ProfileKey, ...ProfileKey[]];
}

const PLUMBERS: [ProfileKey, ...ProfileKey[]] = [
  'plombBoost',
  'plombPikine',
  'plombPlateau',
  'plombLater',
  'plombOff',
];
const ELECTRICIANS: [ProfileKey, ...ProfileKey[]] = ['elecThies', 'elecDakar', 'elecFemme', 'elecThiesOff'];
const CARPENTERS: [ProfileKey, ...ProfileKey[]] = ['menuMedina', 'menuAlu', 'menuKeurMassar'];
const DRIVERS: [ProfileKey, ...ProfileKey[]] = ['vtc', 'chauffeurThies', 'poidsLourd'];

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // Accents and case.
  { q: 'plombier', expected: PLUMBERS },
  { q: 'Plombier', expected: PLUMBERS },
  { q: 'PLOMBIER', expected: PLUMBERS },
  { q: 'electricien', expected: ELECTRICIANS },
  { q: 'Électricien', expected: ELECTRICIANS },
  { q: 'ÉLECTRICIEN', expected: ELECTRICIANS },
  { q: 'maçon', expected: ['maconPikine', 'maconRufisque'] },
  { q: 'macon', expected: ['maconPikine', 'maconRufisque'] },
  { q: 'menuisier', expected: CARPENTERS },
  { q: 'mecanicien', expected: ['mecanicien'] },
  { q: 'televendeur', expected: ['televendeur'] },
  { q: 'menagere', expected: ['menagere'] },

  // Typos.
  { q: 'plombié', expected: PLUMBERS },
  { q: 'plonbier', expected: PLUMBERS },
  { q: 'plombiet', expected: PLUMBERS },
  { q: 'menusier', expected: CARPENTERS },
  { q: 'menuisié', expected: CARPENTERS },
  { q: 'electricen', expected: ELECTRICIANS },
  { q: 'eletricien', expected: ELECTRICIANS },
  { q: 'coifeuse', expected: ['coiffeuse', 'tresseuse', 'coiffeur'] },
  { q: 'chaufeur', expected: DRIVERS },
  { q: 'nounu', expected: ['nounou', 'nounouOff'] },
  { q: 'fotographe', expected: ['photographe'] },
  { q: 'jardiner', expected: ['jardinier'] },
  { q: 'infografiste', expected: ['infographiste'] },
  { q: 'couturiere', expected: ['couturiere', 'couturier'] },
  { q: 'plombie pikine', expected: ['plombPikine'] },
  { q: 'soudeure', expected: ['soudeur'] },

  // Plurals and feminine forms.
  { q: 'plombiers', expected: PLUMBERS },
  { q: 'électriciens', expected: ELECTRICIANS },
  { q: 'electricienne', expected: ['elecFemme', 'elecThies', 'elecDakar'] },
  { q: 'maçons', expected: ['maconPikine', 'maconRufisque'] },
  { q: 'menuisiers', expected: CARPENTERS },
  { q: 'coiffeuses', expected: ['coiffeuse', 'tresseuse', 'coiffeur'] },
  { q: 'coiffeuse', expected: ['coiffeuse', 'tresseuse', 'coiffeur'] },
  { q: 'couturière', expected: ['couturiere', 'couturier'] },
  { q: 'couturières', expected: ['couturiere', 'couturier'] },
  { q: 'couturier', expected: ['couturier', 'couturiere'] },
  { q: 'cuisinière', expected: ['cuisiniere', 'cuisinier'] },
  { q: 'infirmière', expected: ['infirmiere'] },
  { q: 'infirmier', expected: ['infirmiere'] },
  { q: 'aide soignante', expected: ['aideSoignante'] },
  { q: 'vendeuse', expected: ['vendeuse'] },
  { q: 'chauffeurs', expected: DRIVERS },
  { q: 'nounous', expected: ['nounou', 'nounouOff'] },

  // Synonyms and related words.
  { q: 'peinture', expected: ['peintre', 'artiste'] },
  { q: 'peintre en bâtiment', expected: ['peintre'] },
  { q: 'dev web', expected: ['devWeb'] },
  { q: 'développeur', expected: ['devWeb', 'devMobile'] },
  { q: 'site internet', expected: ['devWeb'] },
  { q: "garde d'enfants", expected: ['nounou', 'nounouOff'] },
  { q: 'garde enfants', expected: ['nounou', 'nounouOff'] },
  { q: 'nourrice', expected: ['nounou', 'nounouOff'] },
  { q: 'baby-sitter', expected: ['nounou', 'nounouOff'] },
  { q: 'taxi', expected: ['vtc'] },
  { q: 'vtc', expected: ['vtc'] },
  { q: 'plomberie', expected: PLUMBERS },
  { q: 'menuiserie', expected: CARPENTERS },
  { q: 'maçonnerie', expected: ['maconPikine', 'maconRufisque'] },
  { q: 'couture', expected: ['couturier', 'couturiere', 'tailleur'] },
  { q: 'coiffure', expected: ['coiffeur', 'coiffeuse', 'tresseuse'] },
  { q: 'photo', expected: ['photographe'] },
  { q: 'graphiste', expected: ['infographiste'] },
  { q: 'réseaux sociaux', expected: ['communityManager'] },
  { q: 'femme de ménage', expected: ['menagere'] },
  { q: 'ménage', expected: ['menagere'] },
  { q: 'climatisation', expected: ['frigoriste'] },
  { q: 'mécanique', expected: ['mecanicien'] },
  { q: 'soins à domicile', expected: ['infirmiere'] },
  { q: 'cuisine', expected: ['cuisinier', 'cuisiniere', 'menagere'] },
  { q: 'traiteur', expected: ['cuisinier', 'cuisiniere'] },
  { q: 'coursier', expected: ['livreur'] },
  { q: 'livraison', expected: ['livreur'] },
  { q: 'immobilier', expected: ['immobilier'] },
  { q: 'sport', expected: ['coach'] },
  { q: 'chauffeur', expected: DRIVERS },
  { q: 'fuites', expected: ['plombPikine'] },
  { q: 'thiéboudienne', expected: ['cuisiniere'] },

  // A locality in the query.
  { q: 'plombier Pikine', expected: ['plombPikine'] },
  { q: 'plombier à Pikine', expected: ['plombPikine'] },
  { q: 'chauffeur Thiès', expected: ['chauffeurThies'] },
  { q: 'chauffeur thies', expected: ['chauffeurThies'] },
  { q: 'electricien thies', expected: ['elecThies', 'elecDakar', 'elecFemme', 'elecThiesOff'] },
  { q: 'Électricien à Thiès', expected: ['elecThies', 'elecDakar', 'elecFemme', 'elecThiesOff'] },
  { q: 'coiffeuse Parcelles Assainies', expected: ['coiffeuse'] },
  { q: 'menuisier Keur Massar', expected: ['menuAlu', 'menuMedina', 'menuKeurMassar'] },
  { q: 'nounou Guédiawaye', expected: ['nounou'] },
  { q: 'nounou pikine', expected: ['nounou', 'nounouOff'] },
  { q: 'couturier Thiès', expected: ['couturier'] },
  { q: 'cuisinier Mbour', expected: ['cuisinier'] },
  { q: 'développeur Dakar', expected: ['devWeb', 'devMobile'] },
  { q: 'taxi Plateau', expected: ['vtc'] },

  // Names.
  { q: 'Fatou Sarr', expected: ['menagere'] },
  { q: 'fatou sarr', expected: ['menagere'] },
  { q: 'Fatou Sarr Diagne', expected: ['sarrDiagne'] },
  { q: 'Ndeye Fatou Sarr', expected: ['ndeyeFatouSarr'] },
  { q: 'sarr fatou', expected: ['sarrFatou'] },
  { q: 'Mousa Diop', expected: ['maconPikine'] },
  { q: 'Khady Diop', expected: ['nounou'] },
  { q: 'Aminata Sy', expected: ['coiffeuse'] },
  { q: 'Mamadou Ndiaye', expected: ['elecThies'] },
  { q: 'Awa Sow développeur', expected: ['devWeb'] },
  { q: 'Abdou Faye plombier', expected: ['plombOff'] },
  { q: 'Nabou', expected: ['couturiere'] },
  { q: 'Serigne Mbay', expected: ['plombLater'] },

  // Filters combined.
  { q: 'plombier', filters: { maxPrice: 5000 }, expected: ['plombPikine', 'plombPlateau', 'plombLater'] },
  {
    q: 'plombier',
    filters: { availability: 'NOW' },
    expected: ['plombBoost', 'plombPikine', 'plombPlateau'],
  },
  { q: 'plombier', filters: { locality: 'Plateau', distanceKm: 10 }, expected: ['plombPlateau', 'plombOff'] },
  {
    q: 'electricien',
    filters: { availability: 'NOW', locality: 'Thiès', distanceKm: 25 },
    expected: ['elecThies'],
  },
  { q: 'coiffeuse', filters: { maxPrice: 3000 }, expected: ['tresseuse', 'coiffeur'] },
  { q: 'menuisier', filters: { availability: 'NOW', maxPrice: 6000 }, expected: ['menuMedina'] },
  { q: 'chauffeur', filters: { locality: 'Thiès', distanceKm: 25 }, expected: ['chauffeurThies'] },
  { q: 'nounou', filters: { availability: 'THIS_WEEK' }, expected: ['nounou'] },
  { q: 'maçon', filters: { availability: 'NOW' }, expected: ['maconPikine'] },
  { q: 'plombié', filters: { maxPrice: 4500, availability: 'NOW' }, expected: ['plombPlateau'] },
];
