/** The pricing page in French. */
import type { PricingCopy } from '../copy';

export const fr: PricingCopy = {
  title: 'Tarifs',
  description:
    'Comparez l’édition auto-hébergée et gratuite de Tianji avec les offres Free, Pro et Team du service hébergé Tianji Cloud.',
  eyebrow: 'Tarifs',
  headline: 'Gratuit sur votre serveur. Hébergé quand vous préférez ne pas en gérer.',
  lead:
    'Les deux éditions font tourner le même code open source avec les mêmes fonctionnalités. Les offres cloud ne diffèrent que par la quantité de données qu’un espace de travail peut envoyer chaque mois.',
  plansLabel: 'Offres',
  selfGroup: 'Open source',
  cloudGroup: 'Tianji Cloud',
  highlightBadge: 'Recommandé',
  plans: {
    self: { name: 'Auto-hébergé', summary: 'Pour les équipes qui veulent garder leurs données sur leurs machines.', period: 'pour toujours', cta: 'Installer avec Docker' },
    free: { name: 'Cloud Free', summary: 'Pour découvrir Tianji et pour les petits projets.', period: '/ mois', cta: 'Commencer gratuitement' },
    pro: { name: 'Cloud Pro', summary: 'Pour la plupart des produits et des équipes en croissance.', period: '/ mois', cta: 'Choisir Pro' },
    team: { name: 'Cloud Team', summary: 'Pour les sites très fréquentés et les nombreux projets.', period: '/ mois', cta: 'Choisir Team' },
  },
  selfFeatures: [
    'Toutes les fonctionnalités, sans quota',
    'Sites, moniteurs et événements illimités',
    'Vos données ne quittent jamais votre serveur',
    'Fonctions d’IA avec votre propre clé de fournisseur de modèles',
    'Support de la communauté sur GitHub et Discord',
  ],
  limits: {
    websites: 'Jusqu’à {n} sites',
    websitesUnlimited: 'Sites illimités',
    websiteEvents: '{n} événements web par mois',
    monitorRuns: '{n} contrôles de moniteur par mois',
    surveys: 'Jusqu’à {n} sondages',
    surveysUnlimited: 'Sondages illimités',
    feedChannels: 'Jusqu’à {n} canaux de flux',
    feedChannelsUnlimited: 'Canaux de flux illimités',
    feedEvents: '{n} événements de flux par mois',
    priorityFeatures: 'Accès prioritaire aux fonctions avancées',
    support: { community: 'Support de la communauté', discord: 'Support dans la communauté Discord', email: 'Support prioritaire par e-mail' },
  },
  priceNote:
    'Prix en dollars américains, tels qu’affichés dans le choix d’offre de l’application cloud au moment de la rédaction. Vérifiez dans l’application les prix, taxes et devises actuels avant de vous abonner.',
  unlimitedNote:
    'Auto-hébergé signifie aucun quota : les seules limites sont votre matériel et votre base de données.',
  faqTitle: 'Questions fréquentes',
  faqs: [
    {
      question: 'L’édition auto-hébergée est-elle vraiment gratuite ?',
      answer: 'Oui. Pas de clé de licence, pas de fonction bridée, pas de plafond d’usage, et le même code fait tourner Tianji Cloud. Vous ne payez que la machine qui l’héberge.',
      link: { label: 'Guide d’installation avec Docker Compose', href: 'docs/install/docker-monitoring' },
    },
    {
      question: 'Les offres sont-elles par utilisateur ou par espace de travail ?',
      answer: 'Par espace de travail. Chacun a sa propre offre et sa propre consommation mensuelle, et vous pouvez y inviter autant de membres que nécessaire.',
    },
    {
      question: 'Que se passe-t-il quand un espace cloud dépasse ses limites ?',
      answer: 'La consommation est comptée par mois civil. Un espace qui dépasse l’une de ses limites est mis en pause et n’accepte plus de nouvelles données jusqu’à ce que la consommation repasse sous les limites, soit parce qu’un nouveau mois commence, soit parce que vous passez à une offre supérieure.',
    },
    {
      question: 'Qu’est-ce qui compte comme un contrôle de moniteur ?',
      answer: 'Chaque vérification effectuée par un moniteur compte une fois. Un moniteur qui tourne toutes les 60 secondes fait environ 43 200 contrôles sur un mois de 30 jours : l’offre Free en couvre donc à peu près deux. Vérifier moins souvent fait durer le quota plus longtemps.',
    },
    {
      question: 'Comment voir ma consommation actuelle ?',
      answer: 'La section facturation des paramètres de l’espace de travail affiche les compteurs du mois à côté des limites de votre offre.',
    },
    {
      question: 'Comment fonctionnent les fonctions d’IA dans le cloud ?',
      answer: 'Les fonctions d’IA, comme le classement ou la traduction des réponses aux sondages, puisent dans un solde de crédits rattaché à l’espace de travail ; des packs de crédits sont vendus dans les paramètres de facturation. Sur votre propre serveur, vous branchez votre propre fournisseur de modèles.',
    },
    {
      question: 'Comment le paiement est-il géré ?',
      answer: 'Les abonnements et les achats de crédits passent par le paiement de Lemon Squeezy : Tianji ne voit jamais votre numéro de carte complet. Vous pouvez changer ou résilier votre offre à tout moment depuis les paramètres de facturation.',
    },
    {
      question: 'Puis-je passer du cloud à mon propre serveur plus tard ?',
      answer: 'Oui. Les deux éditions font tourner le même logiciel : vous pouvez installer Tianji vous-même à tout moment et faire pointer votre script de suivi vers votre domaine. Demandez dans le dépôt si vous avez besoin d’aide pour migrer vos données.',
      link: { label: 'Tianji sur GitHub', href: 'https://github.com/msgbyte/tianji' },
    },
    {
      question: 'Où voir ce qui change à chaque version ?',
      answer: 'Chaque version est listée dans le journal des modifications.',
      link: { label: 'Journal des modifications', href: 'changelog' },
    },
  ],
  closingTitle: 'Encore en réflexion ?',
  closingBody: 'Démarrez sur l’offre cloud gratuite en une minute, ou lisez comment faire tourner Tianji sur votre propre serveur.',
  closingDocs: 'Lire la documentation',
  closingCloud: 'Ouvrir Tianji Cloud',
};
