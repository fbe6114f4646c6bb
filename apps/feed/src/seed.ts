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

/** Demo articles, oldest first: each is dated a day after the previous one. */
const ARTICLES = [
  {
    id: '00000000-0000-4000-8000-000000006001',
    title: 'Bien présenter son profil pour décrocher plus de missions',
    imageUrl: null,
    content: `Un profil complet inspire confiance. Voici l'essentiel à soigner avant de postuler.

## Une photo nette et souriante

Les employeurs retiennent d'abord un visage. Choisissez une photo récente, prise à la lumière du jour.

## Des réalisations concrètes

Ajoutez dans **Réalisations** trois ou quatre travaux dont vous êtes fier : une cuisine posée, une robe brodée, un site web livré.

## Une description courte

- votre métier et votre quartier ;
- vos années d'expérience ;
- vos disponibilités.

Un profil à jour apparaît plus souvent dans les recherches des employeurs.`,
  },
  {
    id: '00000000-0000-4000-8000-000000006002',
    title: 'Recruter un artisan de confiance à Dakar : nos conseils',
    imageUrl: null,
    content: `Trouver le bon plombier ou le bon électricien prend du temps. Quelques réflexes font gagner beaucoup.

1. **Décrivez précisément le chantier** dans votre offre : lieu, délais, matériel fourni.
2. **Consultez les avis** laissés par les autres employeurs.
3. **Échangez par la messagerie** avant de fixer un rendez-vous.

> Un devis écrit évite la plupart des malentendus.

Bonne recherche sur Liggeey !`,
  },
  {
    id: '00000000-0000-4000-8000-000000006003',
    title: 'Les crédits Liggeey expliqués simplement',
    imageUrl: null,
    content: `Les crédits servent à mettre en avant votre profil ou vos offres et à acheter les produits de la boutique.

## Comment en obtenir ?

Chaque nouveau compte reçoit un bonus de bienvenue. Vous pouvez ensuite acheter des packs depuis la page **Acheter des crédits**, par mobile money ou par carte.

## À quoi servent-ils ?

- booster votre profil pendant quelques jours ;
- booster une offre d'emploi ;
- acheter une formation ou un guide dans la boutique.

Votre historique de crédits est visible à tout moment depuis votre tableau de bord.`,
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
  const admin = DEMO_ACCOUNTS.find((account) => account.type === 'admin');
  if (!admin) throw new Error('The demo accounts have no admin to sign the articles.');
  const firstArticleDate = Date.now() - ARTICLES.length * 86_400_000;
  for (const [index, { id, ...article }] of ARTICLES.entries()) {
    const createdAt = new Date(firstArticleDate + index * 86_400_000);
    await prisma.article.upsert({
      where: { id },
      create: { id, ...article, authorId: admin.id, createdAt, updatedAt: createdAt },
      update: {},
    });
  }
  return `${TESTIMONIALS.length} témoignages, ${POSTS.length} publications, ${ARTICLES.length} articles`;
});
