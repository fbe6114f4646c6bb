/**
 * The fixed profiles the relevance test searches: a few per trade, told apart by what ranking
 * must weigh (availability, a boost, verification, reviews, locality, price), among fillers of
 * other trades with close spellings ('Électronicien' next to 'Électricien').
 */

export type Availability = 'now' | 'later' | 'off';

export interface RelevanceProfile {
  fullName: string;
  profession: string;
  category?: string;
  description?: string;
  /** A locality of the seeded catalogue, by name. */
  locality: string;
  availability: Availability;
  verified?: boolean;
  /** Number of reviews and their average (1–5). */
  reviews?: [count: number, average: number];
  price?: number;
  boosted?: boolean;
}

/** The profiles the queries name, by a key of the test's own. */
export const RELEVANCE_PROFILES = {
  plombBoost: {
    fullName: 'Pape Diouf',
    profession: 'Plombier',
    locality: 'Rufisque',
    availability: 'now',
    boosted: true,
    price: 7000,
  },
  plombPikine: {
    fullName: 'Khadim Sène',
    profession: 'Plombier',
    category: 'BTP',
    description: 'Réparation de fuites, chauffe-eau et sanitaires.',
    locality: 'Pikine',
    availability: 'now',
    verified: true,
    reviews: [12, 4.5],
    price: 5000,
  },
  plombPlateau: {
    fullName: 'Ousmane Ba',
    profession: 'Plombier',
    locality: 'Plateau',
    availability: 'now',
    reviews: [1, 5],
    price: 4000,
  },
  plombLater: {
    fullName: 'Serigne Mbaye',
    profession: 'Plombier sanitaire',
    locality: 'Thiès',
    availability: 'later',
    price: 3500,
  },
  plombOff: {
    fullName: 'Abdou Faye',
    profession: 'Plombier',
    locality: 'Médina',
    availability: 'off',
    verified: true,
    reviews: [30, 4.8],
    price: 6000,
  },

  elecThies: {
    fullName: 'Mamadou Ndiaye',
    profession: 'Électricien',
    locality: 'Thiès',
    availability: 'now',
    verified: true,
    reviews: [8, 4.6],
    price: 4500,
  },
  elecThiesOff: {
    fullName: 'Ibrahima Gueye',
    profession: 'Électricien bâtiment',
    locality: 'Thiès',
    availability: 'off',
    verified: true,
    reviews: [20, 4.9],
    price: 5000,
  },
  elecDakar: {
    fullName: 'Aliou Ndoye',
    profession: 'Électricien',
    locality: 'Plateau',
    availability: 'now',
    reviews: [3, 4],
    price: 6000,
  },
  elecFemme: {
    fullName: 'Ndeye Fall',
    profession: 'Électricienne',
    locality: 'Guédiawaye',
    availability: 'now',
    price: 4000,
  },
  maintenance: {
    fullName: 'Moussa Kane',
    profession: 'Technicien de maintenance',
    description: 'Dépannage en électricité, pompes et groupes électrogènes.',
    locality: 'Plateau',
    availability: 'now',
  },

  menuMedina: {
    fullName: 'Babacar Thiam',
    profession: 'Menuisier',
    locality: 'Médina',
    availability: 'now',
    reviews: [5, 4.2],
    price: 5000,
  },
  menuKeurMassar: {
    fullName: 'Lamine Cissé',
    profession: 'Menuisier ébéniste',
    locality: 'Keur Massar',
    availability: 'later',
    price: 5500,
  },
  menuAlu: {
    fullName: 'Cheikh Sy',
    profession: 'Menuisier aluminium',
    locality: 'Pikine',
    availability: 'now',
    price: 6500,
  },

  maconPikine: {
    fullName: 'Moussa Diop',
    profession: 'Maçon',
    locality: 'Pikine',
    availability: 'now',
    verified: true,
    price: 4000,
  },
  maconRufisque: {
    fullName: 'Assane Seck',
    profession: 'Maçon carreleur',
    locality: 'Rufisque',
    availability: 'off',
    price: 4500,
  },
  chefChantier: {
    fullName: 'Daouda Niang',
    profession: 'Chef de chantier',
    category: 'BTP',
    locality: 'Plateau',
    availability: 'now',
  },
  carreleur: { fullName: 'Omar Sow', profession: 'Carreleur', locality: 'Keur Massar', availability: 'now' },

  peintre: {
    fullName: 'Modou Camara',
    profession: 'Peintre en bâtiment',
    locality: 'Parcelles Assainies',
    availability: 'now',
    verified: true,
    reviews: [9, 4.4],
  },
  artiste: {
    fullName: 'Aïssatou Touré',
    profession: 'Artiste peintre',
    description: 'Tableaux et fresques murales sur commande.',
    locality: 'Almadies',
    availability: 'now',
  },

  devWeb: {
    fullName: 'Awa Sow',
    profession: 'Développeur Web',
    category: 'Numérique',
    locality: 'Plateau',
    availability: 'now',
    verified: true,
    reviews: [4, 4.5],
  },
  devMobile: {
    fullName: 'Ibrahima Sarr',
    profession: 'Développeur mobile',
    category: 'Numérique',
    locality: 'Yoff',
    availability: 'now',
  },
  infographiste: {
    fullName: 'Rokhaya Diallo',
    profession: 'Infographiste',
    category: 'Numérique',
    locality: 'Plateau',
    availability: 'now',
  },
  communityManager: {
    fullName: 'Mariama Ba',
    profession: 'Community Manager',
    category: 'Numérique',
    locality: 'Mermoz',
    availability: 'now',
  },

  nounou: {
    fullName: 'Khady Diop',
    profession: 'Nounou',
    description: "Garde d'enfants à domicile, aide aux devoirs.",
    locality: 'Guédiawaye',
    availability: 'now',
    reviews: [6, 4.7],
  },
  nounouOff: { fullName: 'Astou Ndiaye', profession: 'Nounou', locality: 'Pikine', availability: 'off' },
  menagere: {
    fullName: 'Fatou Sarr',
    profession: 'Ménagère',
    description: 'Ménage, repassage et cuisine familiale.',
    locality: 'Médina',
    availability: 'now',
  },
  // Namesakes placed better than her: a name searched finds its owner first.
  sarrDiagne: {
    fullName: 'Fatou Sarr Diagne',
    profession: 'Tisserande',
    locality: 'Médina',
    availability: 'now',
    verified: true,
    reviews: [20, 4.9],
  },
  ndeyeFatouSarr: {
    fullName: 'Ndèye Fatou Sarr',
    profession: 'Potière',
    locality: 'Plateau',
    availability: 'now',
    verified: true,
    reviews: [12, 4.8],
  },
  sarrFatou: {
    fullName: 'Sarr Fatou',
    profession: 'Tisserande',
    locality: 'Médina',
    availability: 'now',
    verified: true,
    reviews: [9, 4.7],
  },

  vtc: {
    fullName: 'Mamadou Diallo',
    profession: 'Chauffeur VTC',
    locality: 'Plateau',
    availability: 'now',
    verified: true,
    reviews: [15, 4.6],
  },
  chauffeurThies: {
    fullName: 'Ousmane Fall',
    profession: 'Chauffeur',
    locality: 'Thiès',
    availability: 'now',
  },
  poidsLourd: {
    fullName: 'Samba Ndiaye',
    profession: 'Chauffeur poids lourd',
    locality: 'Kaolack',
    availability: 'now',
  },
  livreur: {
    fullName: 'Alioune Gaye',
    profession: 'Livreur',
    description: 'Livraison à moto dans tout Dakar.',
    locality: 'Plateau',
    availability: 'now',
  },

  coiffeuse: {
    fullName: 'Aminata Sy',
    profession: 'Coiffeuse',
    locality: 'Parcelles Assainies',
    availability: 'now',
    reviews: [10, 4.8],
    price: 4000,
  },
  tresseuse: {
    fullName: 'Binta Kane',
    profession: 'Coiffeuse tresseuse',
    locality: 'Pikine',
    availability: 'later',
    price: 2500,
  },
  coiffeur: {
    fullName: 'Lamine Diop',
    profession: 'Coiffeur',
    locality: 'Plateau',
    availability: 'now',
    boosted: true,
    price: 3000,
  },
  coiffeuseThies: {
    fullName: 'Fatou Ndiaye',
    profession: 'Coiffeuse',
    locality: 'Thiès',
    availability: 'off',
    price: 5000,
  },

  couturiere: {
    fullName: 'Nabou Faye',
    profession: 'Couturière',
    locality: 'Médina',
    availability: 'now',
    reviews: [7, 4.5],
  },
  couturier: { fullName: 'Assane Diouf', profession: 'Couturier', locality: 'Thiès', availability: 'now' },
  tailleur: {
    fullName: 'Pape Sarr',
    profession: 'Tailleur',
    description: 'Couture homme, boubous et costumes.',
    locality: 'Kaolack',
    availability: 'now',
  },

  cuisiniere: {
    fullName: 'Ndeye Seck',
    profession: 'Cuisinière',
    description: 'Plats sénégalais, thiéboudienne, traiteur pour les événements.',
    locality: 'Saint-Louis',
    availability: 'now',
  },
  cuisinier: {
    fullName: 'Mbaye Gueye',
    profession: 'Cuisinier',
    locality: 'Mbour',
    availability: 'now',
    verified: true,
  },
  photographe: {
    fullName: 'Ousseynou Sow',
    profession: 'Photographe',
    locality: 'Plateau',
    availability: 'now',
  },
  infirmiere: {
    fullName: 'Marième Faye',
    profession: 'Infirmière à domicile',
    locality: 'Plateau',
    availability: 'now',
    verified: true,
  },
  aideSoignante: {
    fullName: 'Coumba Ndoye',
    profession: 'Aide-soignante',
    locality: 'Pikine',
    availability: 'now',
  },
  coach: { fullName: 'Youssou Ba', profession: 'Coach sportif', locality: 'Almadies', availability: 'now' },
  immobilier: {
    fullName: 'Abdoulaye Mbengue',
    profession: 'Agent immobilier',
    locality: 'Plateau',
    availability: 'now',
  },
  mecanicien: {
    fullName: 'Malick Diagne',
    profession: 'Mécanicien automobile',
    locality: 'Pikine',
    availability: 'now',
  },
  soudeur: { fullName: 'Ibou Thiaw', profession: 'Soudeur', locality: 'Rufisque', availability: 'now' },
  jardinier: { fullName: 'Saliou Ndour', profession: 'Jardinier', locality: 'Almadies', availability: 'now' },
  gardien: { fullName: 'Boubacar Sall', profession: 'Gardien', locality: 'Yoff', availability: 'off' },
  frigoriste: {
    fullName: 'Demba Ka',
    profession: 'Frigoriste',
    description: 'Installation et réparation de climatiseurs et de chambres froides.',
    locality: 'Plateau',
    availability: 'now',
  },
  vendeuse: {
    fullName: 'Sokhna Mbaye',
    profession: 'Vendeuse en ligne',
    locality: 'Plateau',
    availability: 'now',
  },
  televendeur: {
    fullName: 'Adama Diatta',
    profession: 'Télévendeur',
    locality: 'Ziguinchor',
    availability: 'now',
  },
} satisfies Record<string, RelevanceProfile>;

export type ProfileKey = keyof typeof RELEVANCE_PROFILES;

const FILLER_FIRST_NAMES = [
  'Ablaye',
  'Yacine',
  'Dieynaba',
  'Mactar',
  'Fodé',
  'Safiétou',
  'Thierno',
  'Oumou',
  'Souleymane',
  'Penda',
];
const FILLER_LAST_NAMES = ['Dramé', 'Konaté', 'Bodian', 'Sané', 'Coly', 'Manga', 'Badji', 'Goudiaby'];
/** Other trades, some spelt close to the searched ones. */
const FILLER_TRADES = [
  'Électronicien',
  'Électromécanicien',
  'Pâtissier',
  'Boulanger',
  'Tapissier',
  'Cordonnier',
  'Bijoutier',
  'Pêcheur',
  'Maraîcher',
  'Secrétaire',
  'Comptable',
  'Enseignant',
  'Traducteur',
  'Vigile',
  'Plâtrier',
  'Plongeur',
];
const FILLER_LOCALITIES = [
  'Plateau',
  'Pikine',
  'Thiès',
  'Médina',
  'Rufisque',
  'Guédiawaye',
  'Mbour',
  'Kaolack',
];
const AVAILABILITIES: Availability[] = ['now', 'now', 'later', 'off'];

/** 160 profiles of other trades, always the same: well rated, verified or boosted by turns. */
export function fillerProfiles(): RelevanceProfile[] {
  return Array.from({ length: 160 }, (_, i) => ({
    fullName: `${FILLER_FIRST_NAMES[i % FILLER_FIRST_NAMES.length]} ${FILLER_LAST_NAMES[i % FILLER_LAST_NAMES.length]}`,
    profession: FILLER_TRADES[i % FILLER_TRADES.length] as string,
    description: 'Travail soigné et ponctuel, devis gratuit, interventions à domicile.',
    locality: FILLER_LOCALITIES[i % FILLER_LOCALITIES.length] as string,
    availability: AVAILABILITIES[i % AVAILABILITIES.length] as Availability,
    verified: i % 3 === 0,
    reviews: i % 2 === 0 ? [20 + (i % 7), 4.9] : undefined,
    boosted: i % 11 === 0,
    price: 2000 + (i % 9) * 500,
  }));
}
