import { runSeed } from '@liggeey/service-kit';
import { PrismaClient } from './generated/prisma/client.js';

const FAQS = [
  {
    id: '00000000-0000-4000-8000-000000003001',
    category: 'Compte',
    question: 'Comment créer un compte sur Liggeey ?',
    answer:
      'Cliquez sur « Inscription », choisissez si vous êtes employeur ou professionnel, puis remplissez le formulaire. Un e-mail de confirmation vous est envoyé.',
  },
  {
    id: '00000000-0000-4000-8000-000000003002',
    category: 'Compte',
    question: 'Comment modifier mon profil ?',
    answer:
      'Ouvrez le menu utilisateur, choisissez « Profil », puis passez en mode édition pour changer vos informations et vos photos.',
  },
  {
    id: '00000000-0000-4000-8000-000000003003',
    category: 'Crédits',
    question: 'À quoi servent les crédits ?',
    answer:
      'Les crédits paient les produits de la boutique, la mise en avant de vos offres ou de votre profil et les suggestions de l’assistant.',
  },
  {
    id: '00000000-0000-4000-8000-000000003004',
    category: 'Paiement',
    question: 'Comment acheter des crédits ?',
    answer:
      'Rendez-vous sur « Acheter des crédits », choisissez un pack et payez par carte ou mobile money. Les crédits sont ajoutés dès la confirmation du paiement.',
  },
  {
    id: '00000000-0000-4000-8000-000000003005',
    category: 'Offres',
    question: 'Comment postuler à une offre ?',
    answer:
      'Connectez-vous, ouvrez la page des offres et cliquez sur « Postuler ». L’employeur voit votre candidature et votre profil.',
  },
];

await runSeed('assistant', PrismaClient, async (prisma) => {
  for (const { id, ...faq } of FAQS) {
    await prisma.faq.upsert({ where: { id }, create: { id, ...faq }, update: {} });
  }
  return `${FAQS.length} questions de la FAQ`;
});
