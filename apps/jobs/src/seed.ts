import { runSeed } from '@liggeey/service-kit';
import { PrismaClient } from './generated/prisma/client.js';

const DAKAR_BTP = '00000000-0000-4000-8000-000000000101';
const TERANGA_DIGITAL = '00000000-0000-4000-8000-000000000102';

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
];

await runSeed('jobs', PrismaClient, async (prisma) => {
  for (const { id, ...offer } of OFFERS) {
    await prisma.jobOffer.upsert({ where: { id }, create: { id, ...offer }, update: {} });
  }
  return `${OFFERS.length} offres d'emploi`;
});
