import { type TradeCategoryName } from '@liggeey/contracts';

export interface CatalogueTrade {
  name: string;
  category: TradeCategoryName;
  description: string;
  skills: string[];
  /** Usual monthly pay in Senegal, in F CFA. */
  salaryMin: number;
  salaryMax: number;
}

/**
 * The trades page's catalogue: the 24 sign-up professions of spec §9 (same spelling, so a
 * worker's profession matches its trade), each in one of the six categories. The seed loads it.
 */
export const TRADES_CATALOGUE: readonly CatalogueTrade[] = [
  {
    name: 'Couturier',
    category: 'Artisanat',
    description:
      'Conçoit, coupe et coud des vêtements sur mesure (boubous, tailleurs, tenues de cérémonie) et assure retouches et réparations.',
    skills: ['Prise de mesures', 'Coupe et patronage', 'Couture à la machine', 'Broderie', 'Retouches'],
    salaryMin: 100_000,
    salaryMax: 350_000,
  },
  {
    name: 'Menuisier',
    category: 'Artisanat',
    description:
      'Fabrique et pose des meubles, portes, fenêtres et placards en bois, de la lecture du plan à la finition.',
    skills: [
      'Lecture de plans',
      'Travail du bois massif',
      'Utilisation des machines-outils',
      'Pose et ajustage',
      'Vernissage',
    ],
    salaryMin: 100_000,
    salaryMax: 350_000,
  },
  {
    name: 'Électricien',
    category: 'Artisanat',
    description:
      'Installe, met aux normes et dépanne les réseaux électriques des logements, commerces et bureaux.',
    skills: [
      'Câblage et tableaux électriques',
      'Lecture de schémas',
      'Diagnostic de pannes',
      'Normes de sécurité',
      'Installation solaire',
    ],
    salaryMin: 120_000,
    salaryMax: 400_000,
  },
  {
    name: 'Plombier',
    category: 'Artisanat',
    description:
      'Installe et répare les canalisations, robinetteries, sanitaires et chauffe-eau, et intervient en urgence sur les fuites.',
    skills: [
      'Pose de canalisations',
      'Soudure et raccords',
      'Recherche de fuites',
      'Installation sanitaire',
      'Entretien de chauffe-eau',
    ],
    salaryMin: 120_000,
    salaryMax: 400_000,
  },
  {
    name: 'Développeur Web',
    category: 'Digital & Tech',
    description:
      'Conçoit et développe des sites et applications web, du site vitrine à la plateforme de paiement mobile, et en assure la maintenance.',
    skills: [
      'HTML, CSS et JavaScript',
      'Frameworks front-end',
      'Bases de données',
      'API et intégration de paiements',
      'Git',
    ],
    salaryMin: 400_000,
    salaryMax: 1_500_000,
  },
  {
    name: 'Community Manager',
    category: 'Digital & Tech',
    description:
      "Anime les réseaux sociaux d'une marque, crée les publications, répond à la communauté et mesure les résultats des campagnes.",
    skills: [
      'Rédaction web',
      'Gestion des réseaux sociaux',
      'Planification éditoriale',
      'Publicité en ligne',
      'Analyse des statistiques',
    ],
    salaryMin: 150_000,
    salaryMax: 500_000,
  },
  {
    name: 'Infographiste',
    category: 'Digital & Tech',
    description:
      'Réalise logos, affiches, flyers et visuels pour le web et l’impression, en respectant l’identité visuelle du client.',
    skills: [
      'Photoshop et Illustrator',
      'Mise en page',
      'Identité visuelle',
      'Préparation pour l’impression',
    ],
    salaryMin: 150_000,
    salaryMax: 500_000,
  },
  {
    name: 'Télévendeur',
    category: 'Digital & Tech',
    description:
      'Présente et vend des produits ou services par téléphone, relance les prospects et assure le suivi des clients.',
    skills: ['Aisance au téléphone', 'Argumentation commerciale', 'Gestion des objections', 'Outils CRM'],
    salaryMin: 90_000,
    salaryMax: 250_000,
  },
  {
    name: 'Vendeur en ligne',
    category: 'Digital & Tech',
    description:
      'Vend des produits sur les réseaux sociaux et les plateformes en ligne : photos, fiches produits, commandes et livraisons.',
    skills: [
      'Photo de produits',
      'Rédaction de fiches produits',
      'Vente sur WhatsApp et Facebook',
      'Gestion des stocks',
      'Paiement mobile',
    ],
    salaryMin: 80_000,
    salaryMax: 400_000,
  },
  {
    name: 'Photographe',
    category: 'Digital & Tech',
    description:
      'Réalise des reportages (mariages, baptêmes, événements), des portraits et des photos de produits, puis les retouche et les livre.',
    skills: [
      'Prise de vue',
      'Maîtrise de l’éclairage',
      'Retouche photo',
      'Photo de produits',
      'Gestion des fichiers',
    ],
    salaryMin: 100_000,
    salaryMax: 500_000,
  },
  {
    name: 'Ménagère',
    category: 'Services à la personne',
    description:
      'Entretient la maison : ménage, lessive, repassage, courses et parfois préparation des repas, selon les besoins de la famille.',
    skills: ['Ménage et entretien', 'Lessive et repassage', 'Organisation', 'Discrétion'],
    salaryMin: 80_000,
    salaryMax: 200_000,
  },
  {
    name: 'Cuisinier',
    category: 'Services à la personne',
    description:
      'Prépare les repas au domicile, en restaurant ou pour des événements, de la cuisine sénégalaise aux plats internationaux.',
    skills: [
      'Cuisine sénégalaise',
      'Hygiène alimentaire',
      'Gestion des provisions',
      'Cuisine pour événements',
    ],
    salaryMin: 100_000,
    salaryMax: 350_000,
  },
  {
    name: 'Nounou',
    category: 'Services à la personne',
    description:
      'Garde et accompagne les enfants au quotidien : repas, toilette, jeux, sorties et aide aux devoirs, en lien avec les parents.',
    skills: ['Garde d’enfants', 'Premiers secours', 'Préparation des repas', 'Aide aux devoirs', 'Patience'],
    salaryMin: 70_000,
    salaryMax: 180_000,
  },
  {
    name: 'Coiffeur',
    category: 'Services à la personne',
    description:
      'Coupe, coiffe et soigne les cheveux en salon ou à domicile : tresses, tissages, défrisages et coupes hommes.',
    skills: ['Coupe et dégradé', 'Tresses et tissages', 'Soins capillaires', 'Accueil de la clientèle'],
    salaryMin: 80_000,
    salaryMax: 300_000,
  },
  {
    name: 'Chauffeur',
    category: 'Transport & Logistique',
    description:
      "Conduit un véhicule de particulier, d'entreprise ou de transport de marchandises en toute sécurité et en assure l'entretien courant.",
    skills: [
      'Permis de conduire',
      'Connaissance de Dakar et des routes',
      'Conduite défensive',
      'Entretien du véhicule',
    ],
    salaryMin: 120_000,
    salaryMax: 300_000,
  },
  {
    name: 'Livreur',
    category: 'Transport & Logistique',
    description:
      'Livre colis, repas et commandes en moto ou en voiture, dans les délais, et encaisse les paiements à la livraison.',
    skills: ['Conduite de deux-roues', 'Orientation', 'Ponctualité', 'Encaissement et paiement mobile'],
    salaryMin: 80_000,
    salaryMax: 200_000,
  },
  {
    name: 'Chauffeur VTC',
    category: 'Transport & Logistique',
    description:
      'Transporte des passagers à la demande via les applications de réservation, avec un véhicule propre et un service soigné.',
    skills: [
      'Permis de conduire',
      'Applications de réservation',
      'Service client',
      'Connaissance de la ville',
      'Conduite sûre',
    ],
    salaryMin: 150_000,
    salaryMax: 400_000,
  },
  {
    name: 'Maçon',
    category: 'BTP & Immobilier',
    description:
      'Construit murs, dalles et fondations, monte les parpaings et réalise les enduits, sur des chantiers neufs ou de rénovation.',
    skills: [
      'Lecture de plans',
      'Montage de parpaings',
      'Coffrage et béton armé',
      'Enduits',
      'Sécurité sur chantier',
    ],
    salaryMin: 100_000,
    salaryMax: 350_000,
  },
  {
    name: 'Agent immobilier',
    category: 'BTP & Immobilier',
    description:
      'Accompagne la location, l’achat et la vente de logements et de terrains : visites, estimation, négociation et dossier.',
    skills: [
      'Négociation',
      'Estimation de biens',
      'Connaissance du marché local',
      'Démarches administratives',
    ],
    salaryMin: 150_000,
    salaryMax: 800_000,
  },
  {
    name: 'Peintre en bâtiment',
    category: 'BTP & Immobilier',
    description:
      'Prépare les surfaces puis peint et décore murs, plafonds et façades, à l’intérieur comme à l’extérieur.',
    skills: [
      'Préparation des surfaces',
      'Peinture intérieure et extérieure',
      'Enduits et ponçage',
      'Finitions décoratives',
    ],
    salaryMin: 100_000,
    salaryMax: 300_000,
  },
  {
    name: 'Chef de chantier',
    category: 'BTP & Immobilier',
    description:
      'Organise et encadre les équipes d’un chantier, suit le planning, les approvisionnements et la qualité des travaux.',
    skills: [
      'Encadrement d’équipe',
      'Planification des travaux',
      'Lecture de plans',
      'Suivi budgétaire',
      'Sécurité sur chantier',
    ],
    salaryMin: 300_000,
    salaryMax: 900_000,
  },
  {
    name: 'Aide-soignant',
    category: 'Santé & Bien-être',
    description:
      'Aide les personnes malades, âgées ou handicapées dans les gestes du quotidien : toilette, repas, déplacements et confort.',
    skills: [
      'Soins d’hygiène',
      'Aide à la mobilité',
      'Écoute et bienveillance',
      'Surveillance de l’état de santé',
    ],
    salaryMin: 120_000,
    salaryMax: 300_000,
  },
  {
    name: 'Infirmier à domicile',
    category: 'Santé & Bien-être',
    description:
      'Dispense les soins prescrits au domicile des patients : injections, pansements, perfusions et suivi des traitements.',
    skills: [
      'Soins infirmiers',
      'Pansements et injections',
      'Suivi des traitements',
      'Relation avec les familles',
    ],
    salaryMin: 200_000,
    salaryMax: 500_000,
  },
  {
    name: 'Coach sportif',
    category: 'Santé & Bien-être',
    description:
      'Conçoit et anime des séances de sport individuelles ou collectives, adaptées aux objectifs et à la condition de chacun.',
    skills: [
      'Programmes d’entraînement',
      'Renforcement musculaire',
      'Conseils en nutrition',
      'Motivation',
      'Prévention des blessures',
    ],
    salaryMin: 100_000,
    salaryMax: 400_000,
  },
];
