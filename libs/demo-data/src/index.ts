import { type DemoAccount } from './demo-account.js';
import { DEMO_WORKERS } from './demo-workers.js';

export type { DemoAccount, DemoLocality } from './demo-account.js';
export { DEMO_WORKERS } from './demo-workers.js';
export * from './assistant-knowledge.js';

/**
 * The demo accounts `npm start` seeds, shared by the services that hold a part of them (identity
 * the account, profiles the profile, jobs the offers). Fixed ids keep the seeds idempotent.
 */
export const DEMO_PASSWORD = 'Liggeey2026!';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'admin@demo.liggeey.sn',
    type: 'admin',
    fullName: 'Administrateur Liggeey',
    phone: '+221 77 000 00 01',
    address: 'Plateau, Dakar',
    locality: { name: 'Plateau', city: 'Dakar' },
  },
  {
    id: '00000000-0000-4000-8000-000000000101',
    email: 'recrutement@dakar-btp.demo.liggeey.sn',
    type: 'employer',
    fullName: 'Dakar BTP Services',
    description: 'Entreprise de construction et de rénovation basée à Dakar.',
    phone: '+221 33 800 11 01',
    address: 'Zone industrielle, Dakar',
    locality: { name: 'Hann', city: 'Dakar' },
  },
  {
    id: '00000000-0000-4000-8000-000000000102',
    email: 'contact@teranga-digital.demo.liggeey.sn',
    type: 'employer',
    fullName: 'Teranga Digital',
    description: 'Agence web et marketing digital à Thiès.',
    phone: '+221 33 951 22 02',
    address: 'Thiès',
    locality: { name: 'Thiès', city: 'Thiès' },
  },
  {
    id: '00000000-0000-4000-8000-000000000201',
    email: 'awa.ndiaye@demo.liggeey.sn',
    type: 'worker',
    fullName: 'Awa Ndiaye',
    profession: 'Couturier',
    category: 'Artisanat',
    description: 'Couturière depuis dix ans : tenues traditionnelles et modernes sur mesure.',
    phone: '+221 77 123 45 01',
    address: 'Médina, Dakar',
    locality: { name: 'Médina', city: 'Dakar' },
    price: 3000,
    available: true,
    verified: true,
  },
  {
    id: '00000000-0000-4000-8000-000000000202',
    email: 'moussa.diop@demo.liggeey.sn',
    type: 'worker',
    fullName: 'Moussa Diop',
    profession: 'Électricien',
    category: 'BTP & Immobilier',
    description: 'Installations électriques, dépannage et mise aux normes.',
    phone: '+221 77 123 45 02',
    address: 'Pikine',
    locality: { name: 'Pikine', city: 'Pikine' },
    price: 4000,
    available: true,
    verified: false,
  },
  {
    id: '00000000-0000-4000-8000-000000000203',
    email: 'fatou.sarr@demo.liggeey.sn',
    type: 'worker',
    fullName: 'Fatou Sarr',
    profession: 'Développeur Web',
    category: 'Digital & Tech',
    description: 'Sites vitrines et boutiques en ligne, React et Node.js.',
    phone: '+221 77 123 45 03',
    address: 'Saint-Louis',
    locality: { name: 'Saint-Louis', city: 'Saint-Louis' },
    price: 7500,
    available: true,
    verified: true,
  },
  {
    id: '00000000-0000-4000-8000-000000000204',
    email: 'ibrahima.fall@demo.liggeey.sn',
    type: 'worker',
    fullName: 'Ibrahima Fall',
    profession: 'Plombier',
    category: 'BTP & Immobilier',
    description: 'Plomberie sanitaire, réparation de fuites et installation de chauffe-eau.',
    phone: '+221 77 123 45 04',
    address: 'Rufisque',
    locality: { name: 'Rufisque', city: 'Rufisque' },
    price: 3500,
    available: false,
    verified: false,
  },
  ...DEMO_WORKERS,
];
