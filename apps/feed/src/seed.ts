import { runSeed } from '@liggeey/service-kit';
import { PrismaClient } from './generated/prisma/client.js';

const TESTIMONIALS = [
  {
    id: '00000000-0000-4000-8000-000000004001',
    quote: "Grâce à Liggeey, j'ai trouvé trois nouveaux clients en un mois pour mon atelier de couture.",
    authorName: 'Awa Ndiaye',
    authorRole: 'Couturière, Dakar',
  },
  {
    id: '00000000-0000-4000-8000-000000004002',
    quote: 'Nous recrutons nos électriciens et nos plombiers ici : les profils sont sérieux et vérifiés.',
    authorName: 'Dakar BTP Services',
    authorRole: 'Employeur',
  },
  {
    id: '00000000-0000-4000-8000-000000004003',
    quote: 'La formation LinkedIn de la boutique m’a aidé à décrocher ma première mission en freelance.',
    authorName: 'Fatou Sarr',
    authorRole: 'Développeuse web, Saint-Louis',
  },
];

await runSeed('feed', PrismaClient, async (prisma) => {
  for (const { id, ...testimonial } of TESTIMONIALS) {
    await prisma.testimonial.upsert({ where: { id }, create: { id, ...testimonial }, update: {} });
  }
  return `${TESTIMONIALS.length} témoignages`;
});
