/** The pricing page in German. */
import type { PricingCopy } from '../copy';

export const de: PricingCopy = {
  title: 'Preise',
  description:
    'Vergleichen Sie die kostenlose, selbst gehostete Ausgabe von Tianji mit den Tarifen Free, Pro und Team des gehosteten Dienstes Tianji Cloud.',
  eyebrow: 'Preise',
  headline: 'Kostenlos auf Ihrem Server. Gehostet, wenn Sie keinen betreiben möchten.',
  lead:
    'Beide Ausgaben laufen mit demselben quelloffenen Code und denselben Funktionen. Die Cloud-Tarife unterscheiden sich nur darin, wie viele Daten ein Workspace pro Monat senden darf.',
  plansLabel: 'Tarife',
  selfGroup: 'Open Source',
  cloudGroup: 'Tianji Cloud',
  highlightBadge: 'Empfohlen',
  plans: {
    self: { name: 'Selbst gehostet', summary: 'Für Teams, die ihre Daten auf eigenen Maschinen behalten wollen.', period: 'für immer', cta: 'Mit Docker installieren' },
    free: { name: 'Cloud Free', summary: 'Zum Ausprobieren und für kleine Nebenprojekte.', period: '/ Monat', cta: 'Kostenlos starten' },
    pro: { name: 'Cloud Pro', summary: 'Für die meisten Produkte und wachsende Teams.', period: '/ Monat', cta: 'Pro wählen' },
    team: { name: 'Cloud Team', summary: 'Für stark besuchte Websites und viele Projekte.', period: '/ Monat', cta: 'Team wählen' },
  },
  selfFeatures: [
    'Alle Funktionen, ohne Kontingente',
    'Unbegrenzt viele Websites, Monitore und Ereignisse',
    'Ihre Daten verlassen nie Ihren Server',
    'KI-Funktionen mit Ihrem eigenen Modellanbieter-Schlüssel',
    'Community-Support auf GitHub und Discord',
  ],
  limits: {
    websites: 'Bis zu {n} Websites',
    websitesUnlimited: 'Unbegrenzt viele Websites',
    websiteEvents: '{n} Website-Ereignisse pro Monat',
    monitorRuns: '{n} Monitor-Prüfungen pro Monat',
    surveys: 'Bis zu {n} Umfragen',
    surveysUnlimited: 'Unbegrenzt viele Umfragen',
    feedChannels: 'Bis zu {n} Feed-Kanäle',
    feedChannelsUnlimited: 'Unbegrenzt viele Feed-Kanäle',
    feedEvents: '{n} Feed-Ereignisse pro Monat',
    priorityFeatures: 'Bevorzugter Zugang zu erweiterten Funktionen',
    support: { community: 'Community-Support', discord: 'Support in der Discord-Community', email: 'Bevorzugter E-Mail-Support' },
  },
  priceNote:
    'Preise in US-Dollar, wie sie bei Redaktionsschluss in der Tarifauswahl der Cloud-App standen. Prüfen Sie aktuelle Preise, Steuern und Währungen in der App, bevor Sie abonnieren.',
  unlimitedNote:
    'Selbst gehostet heißt: keinerlei Kontingent. Grenzen setzen nur Ihre Hardware und Ihre Datenbank.',
  faqTitle: 'Häufige Fragen',
  faqs: [
    {
      question: 'Ist die selbst gehostete Ausgabe wirklich kostenlos?',
      answer: 'Ja. Es gibt keinen Lizenzschlüssel, keine gesperrten Funktionen und keine Nutzungsgrenze, und derselbe Code betreibt Tianji Cloud. Sie zahlen nur für die Maschine, auf der es läuft.',
      link: { label: 'Installationsanleitung für Docker Compose', href: 'docs/install/docker-monitoring' },
    },
    {
      question: 'Gelten die Tarife pro Nutzer oder pro Workspace?',
      answer: 'Pro Workspace. Jeder Workspace hat seinen eigenen Tarif und seine eigene monatliche Nutzung, und Sie können so viele Mitglieder einladen, wie Sie brauchen.',
    },
    {
      question: 'Was passiert, wenn ein Cloud-Workspace seine Grenzen überschreitet?',
      answer: 'Die Nutzung wird pro Kalendermonat gezählt. Ein Workspace, der eine seiner Grenzen überschreitet, wird pausiert und nimmt keine neuen Daten mehr an, bis die Nutzung wieder im Rahmen liegt, weil ein neuer Monat begonnen hat oder weil Sie in einen größeren Tarif gewechselt sind.',
    },
    {
      question: 'Was zählt als Monitor-Prüfung?',
      answer: 'Jede Prüfung eines Monitors zählt einmal. Ein Monitor, der alle 60 Sekunden läuft, prüft in einem Monat mit 30 Tagen etwa 43.200-mal; der Free-Tarif reicht also für ungefähr zwei davon. Seltener zu prüfen streckt das Kontingent.',
    },
    {
      question: 'Wo sehe ich meine aktuelle Nutzung?',
      answer: 'Der Abrechnungsbereich in den Workspace-Einstellungen zeigt die Zähler dieses Monats neben den Grenzen Ihres Tarifs.',
    },
    {
      question: 'Wie funktionieren KI-Funktionen in der Cloud?',
      answer: 'KI-Funktionen, etwa das Einordnen oder Übersetzen von Umfrageantworten, verbrauchen ein Guthaben des Workspace; Guthabenpakete gibt es in den Abrechnungseinstellungen. Auf Ihrem eigenen Server binden Sie stattdessen Ihren eigenen Modellanbieter an.',
    },
    {
      question: 'Wie wird bezahlt?',
      answer: 'Abos und Guthabenkäufe laufen über den Checkout von Lemon Squeezy, sodass Tianji nie Ihre vollständige Kartennummer sieht. Sie können Ihren Tarif jederzeit in den Abrechnungseinstellungen ändern oder kündigen.',
    },
    {
      question: 'Kann ich später von der Cloud auf meinen eigenen Server wechseln?',
      answer: 'Ja. Beide Ausgaben laufen mit derselben Software: Sie können Tianji jederzeit selbst installieren und Ihr Tracking-Skript auf Ihre eigene Domain zeigen lassen. Fragen Sie im Repository, wenn Sie beim Umzug der Daten Hilfe brauchen.',
      link: { label: 'Tianji auf GitHub', href: 'https://github.com/msgbyte/tianji' },
    },
    {
      question: 'Wo sehe ich, was sich in jeder Version geändert hat?',
      answer: 'Jede Version steht im Änderungsprotokoll.',
      link: { label: 'Änderungsprotokoll', href: 'changelog' },
    },
  ],
  closingTitle: 'Noch unentschlossen?',
  closingBody: 'Starten Sie in einer Minute mit dem kostenlosen Cloud-Tarif, oder lesen Sie, wie Sie Tianji auf Ihrem eigenen Server betreiben.',
  closingDocs: 'Zur Dokumentation',
  closingCloud: 'Tianji Cloud öffnen',
};
