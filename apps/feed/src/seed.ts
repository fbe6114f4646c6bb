import { DEMO_ACCOUNTS } from '@liggeey/demo-data';
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

const DAKAR_BTP = '00000000-0000-4000-8000-000000000101';
const TERANGA_DIGITAL = '00000000-0000-4000-8000-000000000102';
const AWA = '00000000-0000-4000-8000-000000000201';

/** Demo posts, oldest first: each is dated an hour after the previous one. */
const POSTS = [
  {
    id: '00000000-0000-4000-8000-000000005001',
    userId: DAKAR_BTP,
    content:
      'Notre chantier de Diamniadio recrute encore deux maçons qualifiés. Postulez sur la page Offres !',
  },
  {
    id: '00000000-0000-4000-8000-000000005002',
    userId: AWA,
    content:
      'Nouvelle collection de boubous brodés à la main, prête pour la Tabaski. Merci à toutes mes clientes !',
  },
  {
    id: '00000000-0000-4000-8000-000000005003',
    userId: TERANGA_DIGITAL,
    content: 'Atelier gratuit samedi à Thiès : créer la page Facebook de son commerce en une matinée.',
  },
];

const COMMENTS = [
  {
    id: '00000000-0000-4000-8000-000000005101',
    postId: '00000000-0000-4000-8000-000000005002',
    userId: TERANGA_DIGITAL,
    content: 'Magnifique travail, bravo Awa !',
  },
];

await runSeed('feed', PrismaClient, async (prisma) => {
  for (const { id, ...testimonial } of TESTIMONIALS) {
    await prisma.testimonial.upsert({ where: { id }, create: { id, ...testimonial }, update: {} });
  }
  // The demo accounts are seeded directly, without the sign-up events that fill this copy.
  for (const { id, fullName } of DEMO_ACCOUNTS) {
    await prisma.author.upsert({ where: { id }, create: { id, fullName }, update: {} });
  }
  const firstDate = Date.now() - POSTS.length * 3_600_000;
  for (const [index, { id, ...post }] of POSTS.entries()) {
    const createdAt = new Date(firstDate + index * 3_600_000);
    await prisma.post.upsert({ where: { id }, create: { id, ...post, createdAt }, update: {} });
  }
  for (const { id, ...comment } of COMMENTS) {
    const exists = await prisma.postComment.findUnique({ where: { id } });
    if (exists) continue;
    await prisma.$transaction([
      prisma.postComment.create({ data: { id, ...comment } }),
      prisma.post.update({ where: { id: comment.postId }, data: { commentCount: { increment: 1 } } }),
    ]);
  }
  return `${TESTIMONIALS.length} témoignages, ${POSTS.length} publications`;
});
