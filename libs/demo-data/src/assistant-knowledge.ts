/**
 * What the assistant (chat widget) knows in the demo: the FAQ (also shown on /faq) and the
 * knowledge entries, which answer first. Fixed ids keep the seed idempotent; the evaluation set
 * (apps/assistant/test/evaluation/questions.fr.json) refers to them.
 *
 * Each FAQ entry covers one topic with its own words, so that a question finds one entry. Knowledge
 * keywords stay specific (never 'comment', 'compte', 'offre' or 'credits' alone): a keyword found in
 * a question wins over the whole FAQ. Entries match in the order of the list, so the greeting comes
 * last: 'Salut, il me reste combien de crédits ?' gets the balance, not the greeting.
 */

export interface DemoFaq {
  id: string;
  category: string;
  question: string;
  answer: string;
}

export type DemoKnowledgeRole = 'public' | 'worker' | 'employer' | 'admin';

export interface DemoKnowledgeEntry {
  id: string;
  /** Lower case, no accents, longer than 2 characters; several words match as a phrase. */
  keywords: readonly string[];
  /** May use {prenom}, {credits} and {type}. */
  responseTemplate: string;
  requiredRole: DemoKnowledgeRole;
}

export const DEMO_FAQS: readonly DemoFaq[] = [
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
  {
    id: '00000000-0000-4000-8000-000000003006',
    category: 'Sécurité',
    question: 'J’ai oublié mon mot de passe, que faire ?',
    answer:
      'Sur la page de connexion, cliquez sur « Mot de passe oublié ? » et saisissez votre adresse e-mail. Vous recevez un lien de réinitialisation, valable une heure et utilisable une seule fois, pour choisir un nouveau mot de passe. Par sécurité, les sessions ouvertes sur vos appareils sont alors fermées.',
  },
  {
    id: '00000000-0000-4000-8000-000000003007',
    category: 'Sécurité',
    question: 'Comment changer mon mot de passe ?',
    answer:
      'Pour modifier votre mot de passe, ouvrez « Profil », section sécurité : saisissez votre mot de passe actuel puis le nouveau. Vos autres appareils sont déconnectés, celui que vous utilisez reste connecté.',
  },
  {
    id: '00000000-0000-4000-8000-000000003008',
    category: 'Compte',
    question: 'Je n’ai pas reçu l’e-mail de confirmation, que faire ?',
    answer:
      'Regardez dans vos courriers indésirables (spam) de l’adresse utilisée à l’inscription. Cliquez sur le lien du mail pour activer votre compte, puis connectez-vous. Tant que l’adresse n’est pas confirmée, la connexion affiche « Email non confirmé ».',
  },
  {
    id: '00000000-0000-4000-8000-000000003009',
    category: 'Compte',
    question: 'Comment supprimer mon compte ?',
    answer:
      'Ouvrez « Profil », descendez jusqu’à la zone de danger et cliquez sur « Supprimer mon compte ». Confirmez avec votre mot de passe : la suppression est définitive, et vos publications, commentaires et mentions « J’aime » sont effacés.',
  },
  {
    id: '00000000-0000-4000-8000-000000003010',
    category: 'Offres',
    question: 'Comment publier une offre d’emploi ?',
    answer:
      'C’est réservé aux employeurs : cliquez sur « Publier une offre » depuis votre tableau de bord ou la page Offres, puis indiquez le titre, la catégorie, le type de contrat (CDI, CDD, Freelance / Mission, Stage, Alternance), le lieu, le salaire (facultatif) et la description. L’annonce est en ligne dès sa publication.',
  },
  {
    id: '00000000-0000-4000-8000-000000003011',
    category: 'Offres',
    question: 'Comment booster une offre d’emploi ?',
    answer:
      'Sur votre tableau de bord employeur, cliquez sur « Booster une offre » et confirmez : 100 crédits sont débités et l’annonce apparaît en tête de la liste des offres pendant 7 jours.',
  },
  {
    id: '00000000-0000-4000-8000-000000003012',
    category: 'Profil',
    question: 'Comment booster mon profil ?',
    answer:
      'C’est réservé aux professionnels : sur votre tableau de bord, cliquez sur « Booster mon profil » et confirmez. Pour 50 crédits, votre profil apparaît en premier dans les recherches, marqué « Sponsorisé », pendant 7 jours.',
  },
  {
    id: '00000000-0000-4000-8000-000000003013',
    category: 'Crédits',
    question: 'Mes crédits ont-ils une date d’expiration ?',
    answer:
      'Non, vos crédits n’expirent pas et ne sont jamais perdus : ils restent sur votre solde tant que votre compte existe. Votre tableau de bord affiche votre solde et l’historique de vos transactions.',
  },
  {
    id: '00000000-0000-4000-8000-000000003014',
    category: 'Crédits',
    question: 'Qu’est-ce que la suggestion IA à 10 crédits ?',
    answer:
      'Sur la recherche de profils (employeurs), le bouton « Voir plus (Suggestion IA - 10 crédits) » propose, grâce à l’intelligence artificielle, d’autres professionnels adaptés à votre recherche. Chaque utilisation coûte 10 crédits.',
  },
  {
    id: '00000000-0000-4000-8000-000000003015',
    category: 'Crédits',
    question: 'Y a-t-il des crédits offerts aux nouveaux membres ?',
    answer:
      'Oui : un bonus de bienvenue en crédits gratuits est ajouté à votre compte dès que vous confirmez votre adresse e-mail. Son montant est fixé par Liggeey et peut changer.',
  },
  {
    id: '00000000-0000-4000-8000-000000003016',
    category: 'Paiement',
    question: 'J’ai payé mais je n’ai pas reçu mes crédits, que faire ?',
    answer:
      'Si le paiement a échoué ou a été annulé, aucun frais n’est appliqué : vous pouvez réessayer. Si votre argent a été prélevé sans que les crédits apparaissent, ils sont ajoutés automatiquement après vérification auprès du prestataire de paiement, en général dans les minutes qui suivent. Sinon, écrivez-nous depuis la page Contact.',
  },
  {
    id: '00000000-0000-4000-8000-000000003017',
    category: 'Boutique',
    question: 'Comment acheter un produit de la boutique ?',
    answer:
      'Connectez-vous, ouvrez la Boutique, choisissez une formation ou un guide et cliquez sur « Acheter ». Le prix est en crédits : la fenêtre de confirmation indique ce qu’il vous restera après l’achat.',
  },
  {
    id: '00000000-0000-4000-8000-000000003018',
    category: 'Boutique',
    question: 'Où télécharger un produit que j’ai acheté ?',
    answer:
      'Sur la page du produit (formation, guide, modèles…), le bouton « Télécharger » remplace « Acheter » une fois l’achat fait. Vous pouvez retélécharger le fichier quand vous voulez, sans le payer à nouveau.',
  },
  {
    id: '00000000-0000-4000-8000-000000003019',
    category: 'Messagerie',
    question: 'Comment envoyer un message à un professionnel ?',
    answer:
      'Connectez-vous, ouvrez le profil du professionnel et cliquez sur « Message » pour lui écrire : la conversation s’ouvre dans Messages. Vous pouvez aussi démarrer une conversation depuis Messages en cherchant son nom. Un professionnel indiqué comme indisponible ne peut pas recevoir de message.',
  },
  {
    id: '00000000-0000-4000-8000-000000003020',
    category: 'Profil',
    question: 'Comment voir le numéro de téléphone d’un professionnel ?',
    answer:
      'Les coordonnées d’un professionnel (téléphone, e-mail, adresse) ne sont visibles que par les employeurs connectés, sur la page de son profil.',
  },
  {
    id: '00000000-0000-4000-8000-000000003021',
    category: 'Sécurité',
    question: 'À quoi sert l’option « Rester connecté » ?',
    answer:
      'Cochée à la connexion, elle garde votre session ouverte sur cet appareil jusqu’à 30 jours après votre dernière visite, ce qui vous évite de vous reconnecter à chaque fois. Sans elle, la session se ferme avec le navigateur. Ne la cochez pas sur un téléphone ou un ordinateur partagé.',
  },
  {
    id: '00000000-0000-4000-8000-000000003022',
    category: 'Offres',
    question: 'Comment suivre mes candidatures ?',
    answer:
      'Ouvrez la page Offres, onglet « Mes candidatures » : chaque offre à laquelle vous avez postulé y figure, de la plus récente à la plus ancienne, avec l’état de votre candidature.',
  },
];

export const DEMO_KNOWLEDGE: readonly DemoKnowledgeEntry[] = [
  {
    id: '00000000-0000-4000-8000-000000003101',
    keywords: ['solde', 'credits restants', 'credit restant', 'reste combien'],
    responseTemplate:
      '{prenom}, il vous reste {credits} crédits. Ils servent à booster votre profil (50 crédits pour 7 jours) ou à acheter des formations dans la Boutique. Pour recharger, ouvrez « Acheter des crédits ».',
    requiredRole: 'worker',
  },
  {
    id: '00000000-0000-4000-8000-000000003102',
    keywords: ['solde', 'credits restants', 'credit restant', 'reste combien'],
    responseTemplate:
      '{prenom}, votre solde est de {credits} crédits. Booster une offre coûte 100 crédits pour 7 jours, et une suggestion IA 10 crédits. Pour recharger, ouvrez « Acheter des crédits ».',
    requiredRole: 'employer',
  },
  {
    id: '00000000-0000-4000-8000-000000003103',
    keywords: [
      'candidatures',
      'candidature',
      'candidats',
      'candidat',
      'recruter',
      'recrutement',
      'embaucher',
    ],
    responseTemplate:
      'Pour recruter, publiez une offre avec le bouton « Publier une offre » (tableau de bord ou page Offres). Les candidatures reçues sont dans Offres, onglet « Mes offres » : cliquez sur « Voir les candidatures » de l’offre. Vous pouvez aussi chercher des profils directement avec la recherche.',
    requiredRole: 'employer',
  },
  {
    id: '00000000-0000-4000-8000-000000003104',
    keywords: ['disponibilite', 'disponible', 'indisponible', 'dispo', 'visibilite'],
    responseTemplate:
      'Pour indiquer votre disponibilité, ouvrez « Profil », passez en mode édition et cochez « Disponible », ou renseignez « Disponible à partir du » si vous êtes occupé. Un professionnel indisponible ne peut pas être contacté par message. Pour gagner en visibilité, boostez votre profil : 50 crédits pour 7 jours.',
    requiredRole: 'worker',
  },
  {
    id: '00000000-0000-4000-8000-000000003105',
    keywords: ['wave', 'orange money', 'orange', 'orangemoney', 'mobile money'],
    responseTemplate:
      'Oui, Wave et Orange Money sont acceptés, tout comme la carte bancaire. Connectez-vous, ouvrez « Acheter des crédits » et choisissez un pack : la page de paiement sécurisée vous laisse choisir le moyen de paiement. Les crédits sont ajoutés dès que le paiement est confirmé.',
    requiredRole: 'public',
  },
  {
    id: '00000000-0000-4000-8000-000000003106',
    keywords: [
      'support',
      'service client',
      'reclamation',
      'page contact',
      'formulaire contact',
      'contacter liggeey',
      'joindre liggeey',
    ],
    responseTemplate:
      'Pour joindre l’équipe Liggeey, remplissez le formulaire de la page Contact : nom, e-mail, sujet et message. Il est transmis directement à notre équipe.',
    requiredRole: 'public',
  },
  {
    id: '00000000-0000-4000-8000-000000003107',
    keywords: ['concours', 'competition', 'classement'],
    responseTemplate:
      'Chaque mois, Liggeey organise un concours : 1er prix un voyage tout compris, 2e prix une maison neuve, 3e prix des cadeaux high-tech. Le classement et les conseils pour participer sont sur la page du concours, depuis votre tableau de bord (connexion requise).',
    requiredRole: 'public',
  },
  {
    id: '00000000-0000-4000-8000-000000003108',
    keywords: ['bonjour', 'bonsoir', 'salut', 'hello', 'salam', 'coucou', 'nanga def'],
    responseTemplate:
      'Bonjour et bienvenue sur Liggeey ! Je peux vous renseigner sur votre compte, les offres d’emploi, les crédits, les paiements, la boutique ou la messagerie. Quelle est votre question ?',
    requiredRole: 'public',
  },
];
