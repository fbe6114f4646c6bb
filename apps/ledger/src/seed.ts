import { SAMPLE_PRODUCT_FILES } from '@liggeey/contracts';
import { runSeed } from '@liggeey/service-kit';
import { PrismaClient } from './generated/prisma/client.js';

/** A stock photo, as the admin's digital product form uses when no image is given. */
// Covers served by the web app itself (small SVGs): no third-party host, light on slow networks.
const cover = (name: string) => `/images/products/${name}.svg`;

// The spec's three sample store products, and credit packs priced in F CFA (first feature = credits).
const PRODUCTS = [
  {
    id: '00000000-0000-4000-8000-000000002001',
    name: 'Le guide du freelance',
    description: 'Trouver ses premiers clients, fixer ses prix et se faire payer à temps.',
    type: 'digital_product',
    creditsPrice: 200,
    features: ['Guide PDF de 80 pages', 'Modèles de devis et de factures', 'Mises à jour gratuites'],
    imageUrl: cover('guide-freelance'),
  },
  {
    id: '00000000-0000-4000-8000-000000002002',
    name: 'Pack de 10 modèles de CV',
    description: 'Dix modèles de CV modernes, prêts à remplir, pour tous les métiers.',
    type: 'digital_product',
    creditsPrice: 100,
    features: ['10 modèles Word et PDF', 'Conseils de rédaction', 'Exemples par métier'],
    imageUrl: cover('modeles-cv'),
  },
  {
    id: '00000000-0000-4000-8000-000000002003',
    name: 'Formation LinkedIn Pro',
    description: 'Un profil LinkedIn qui attire les recruteurs, en cinq modules vidéo.',
    type: 'digital_product',
    creditsPrice: 500,
    features: ['5 modules vidéo', 'Exercices pratiques', 'Attestation de suivi'],
    imageUrl: cover('formation-linkedin'),
  },
  {
    id: '00000000-0000-4000-8000-000000002101',
    name: 'Pack 100 crédits',
    type: 'credit_pack',
    creditsPrice: 1000,
    features: ['100'],
    description: 'Pack de 100 crédits pour recharger votre compte.',
  },
  {
    id: '00000000-0000-4000-8000-000000002102',
    name: 'Pack 500 crédits',
    type: 'credit_pack',
    creditsPrice: 4500,
    features: ['500'],
    description: 'Pack de 500 crédits pour recharger votre compte.',
  },
  {
    id: '00000000-0000-4000-8000-000000002103',
    name: 'Pack 1000 crédits',
    type: 'credit_pack',
    creditsPrice: 8000,
    features: ['1000'],
    description: 'Pack de 1000 crédits pour recharger votre compte.',
  },
] as const;

await runSeed('ledger', PrismaClient, async (prisma) => {
  for (const { id, features, ...product } of PRODUCTS) {
    await prisma.product.upsert({
      where: { id },
      create: { id, ...product, features: [...features] },
      update: {},
    });
    // Rows seeded before the sample products had pictures get theirs; an admin's choice is kept.
    if ('imageUrl' in product) {
      await prisma.product.updateMany({
        where: { id, imageUrl: null },
        data: { imageUrl: product.imageUrl },
      });
    }
  }
  // Sample files (written into private storage by the gateway on start); an admin's file is kept.
  for (const { productId, fileKey } of SAMPLE_PRODUCT_FILES) {
    await prisma.product.updateMany({
      where: { id: productId, fileUrl: null },
      data: { fileUrl: fileKey, fileType: 'application/pdf' },
    });
  }
  // The admin's welcome bonus, 50 credits until changed (the migration writes it too).
  await prisma.setting.upsert({
    where: { key: 'welcome_bonus' },
    create: { key: 'welcome_bonus', value: { credits: 50 } },
    update: {},
  });
  return `${PRODUCTS.length} produits et packs de crédits, bonus de bienvenue`;
});
