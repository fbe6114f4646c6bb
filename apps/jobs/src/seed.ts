import { DEMO_ACCOUNTS } from '@liggeey/demo-data';
import { runSeed } from '@liggeey/service-kit';
import { PrismaClient } from './generated/prisma/client.js';

const DAKAR_BTP = '00000000-0000-4000-8000-000000000101';
const TERANGA_DIGITAL = '00000000-0000-4000-8000-000000000102';

/** Demo offers, oldest first: each is dated a day after the previous one. */
const OFFERS = [
  {
    id: '00000000-0000-4000-8000-000000001001',
    employerId: DAKAR_BTP,
    title: 'Électricien bâtiment',
    category: 'BTP',
    contractType: 'CDD',
    location: 'Dakar',
    salary: '250 000 F CFA / mois',
    description: "Chantier de rénovation d'un immeuble de bureaux au Plateau pendant six mois.",
  },
  {
    id: '00000000-0000-4000-8000-000000001002',
    employerId: TERANGA_DIGITAL,
    title: 'Développeur web React',
    category: 'Métiers du Digital',
    contractType: 'Freelance / Mission',
    location: 'Thiès (télétravail possible)',
    salary: null,
    description: "Refonte du site d'un client hôtelier : catalogue des chambres et réservation en ligne.",
  },
  {
    id: '00000000-0000-4000-8000-000000001003',
    employerId: DAKAR_BTP,
    title: 'Chef de chantier',
    category: 'BTP',
    contractType: 'CDI',
    location: 'Rufisque',
    salary: '600 000 F CFA / mois',
    description: 'Encadrement des équipes et suivi des travaux de construction de logements sociaux.',
  },
  {
    id: '00000000-0000-4000-8000-000000001004',
    employerId: DAKAR_BTP,
    title: 'Maçon qualifié',
    category: 'BTP',
    contractType: 'CDD',
    location: 'Diamniadio',
    salary: '8 000 F CFA / jour',
    description: 'Élévation de murs en parpaings et coulage de dalles pour une cité de 40 villas.',
  },
  {
    id: '00000000-0000-4000-8000-000000001005',
    employerId: TERANGA_DIGITAL,
    title: 'Community manager',
    category: 'Métiers du Digital',
    contractType: 'CDI',
    location: 'Thiès',
    salary: '300 000 F CFA / mois',
    description: 'Animation des pages Facebook, Instagram et TikTok de nos clients, en français et en wolof.',
  },
  {
    id: '00000000-0000-4000-8000-000000001006',
    employerId: TERANGA_DIGITAL,
    title: 'Infographiste (stage de 6 mois)',
    category: 'Métiers du Digital',
    contractType: 'Stage',
    location: 'Thiès',
    salary: '75 000 F CFA / mois',
    description:
      "Création d'affiches, de logos et de visuels pour les réseaux sociaux, encadré par notre directeur artistique.",
  },
  {
    id: '00000000-0000-4000-8000-000000001007',
    employerId: DAKAR_BTP,
    title: 'Plombier sanitaire',
    category: 'BTP',
    contractType: 'Freelance / Mission',
    location: 'Pikine',
    salary: null,
    description: 'Pose des réseaux d’eau et des sanitaires de douze appartements, mission de trois semaines.',
  },
  {
    id: '00000000-0000-4000-8000-000000001008',
    employerId: DAKAR_BTP,
    title: 'Chauffeur poids lourd',
    category: 'Transport & Logistique',
    contractType: 'CDI',
    location: 'Dakar',
    salary: '350 000 F CFA / mois',
    description:
      'Livraison de ciment et de fer entre le port de Dakar et nos chantiers de Diamniadio et Mbour.',
  },
  {
    id: '00000000-0000-4000-8000-000000001009',
    employerId: TERANGA_DIGITAL,
    title: 'Télévendeur',
    category: 'Vente & Commerce',
    contractType: 'CDD',
    location: 'Thiès',
    salary: '150 000 F CFA / mois + commissions',
    description:
      'Prospection téléphonique de commerçants pour nos offres de sites vitrines et de boutiques en ligne.',
  },
  {
    id: '00000000-0000-4000-8000-000000001010',
    employerId: DAKAR_BTP,
    title: 'Peintre en bâtiment (alternance)',
    category: 'BTP',
    contractType: 'Alternance',
    location: 'Guédiawaye',
    salary: '90 000 F CFA / mois',
    description: 'Formation au centre de Guédiawaye et pratique sur nos chantiers de rénovation, sur un an.',
  },
  {
    id: '00000000-0000-4000-8000-000000001011',
    employerId: TERANGA_DIGITAL,
    title: 'Livreur à moto',
    category: 'Transport & Logistique',
    contractType: 'Freelance / Mission',
    location: 'Thiès',
    salary: '2 000 F CFA / course',
    description:
      'Livraison des commandes de la boutique en ligne de notre client dans Thiès et ses environs.',
  },
  {
    id: '00000000-0000-4000-8000-000000001012',
    employerId: DAKAR_BTP,
    title: 'Menuisier aluminium',
    category: 'Artisanat',
    contractType: 'CDI',
    location: 'Médina, Dakar',
    salary: '280 000 F CFA / mois',
    description: 'Fabrication et pose de fenêtres, portes et baies vitrées en aluminium pour nos chantiers.',
  },
];

const DAY_MS = 24 * 60 * 60 * 1_000;
const FIRST_OFFER_AT = Date.parse('2026-11-01T09:00:00Z');

await runSeed('jobs', PrismaClient, async (prisma) => {
  const employers = DEMO_ACCOUNTS.filter((account) => account.type === 'employer');
  for (const { id, fullName } of employers) {
    await prisma.employer.upsert({ where: { id }, create: { id, fullName }, update: {} });
  }
  for (const [index, { id, ...offer }] of OFFERS.entries()) {
    const createdAt = new Date(FIRST_OFFER_AT + index * DAY_MS);
    await prisma.jobOffer.upsert({ where: { id }, create: { id, ...offer, createdAt }, update: {} });
  }
  return `${OFFERS.length} offres d'emploi, ${employers.length} employeurs`;
});
