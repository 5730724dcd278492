/** The `intro` namespace in German, the source text: the first-login intro (decision D-C16, 0049). */
export const introDe = {
  title: 'Einführung in die App',
  step: 'Schritt {{current}} von {{total}}',
  skip: 'Überspringen',
  back: 'Zurück',
  next: 'Weiter',
  finish: 'Los geht’s',
  allowPush: 'Benachrichtigungen erlauben',
  slide: {
    welcome: {
      title: 'Willkommen',
      text: 'In wenigen Schritten zeigen wir Ihnen, wie Sie unterwegs mit der App arbeiten. Sie können die Einführung jederzeit überspringen.',
    },
    newPurchase: {
      title: 'Neuer Testkauf',
      text: 'Im Menü unter «Testkäufe» beginnen Sie mit «Neuer Testkauf» einen Rapport: Filiale wählen, Testkäufer/in wählen, Ablauf und Ergebnis erfassen, Beleg fotografieren und speichern.',
    },
    offline: {
      title: 'Auch ohne Empfang',
      text: 'Ohne Netz speichert die App Ihre Rapporte auf dem Telefon und sendet sie, sobald wieder Empfang besteht. Öffnen Sie die App dann an einem Ort mit Netz; es geht nichts verloren.',
    },
    time: {
      title: 'Zeiterfassung',
      text: 'Unter «Zeiterfassung» erfassen Sie Ihre Arbeitstage mit Zeiten, Spesen und Kilometern. Offene Rapporte schliessen Sie ab, wenn der Tag erfasst ist.',
    },
    mail: {
      title: 'Nachrichten',
      text: 'Der Briefumschlag oben zeigt neue Nachrichten der Planung. Sie können dort auch antworten.',
    },
    settings: {
      title: 'Einstellungen',
      text: 'Unter «Einstellungen» wählen Sie die Sprache, ändern Ihr Passwort und können diese Einführung wieder einschalten.',
    },
  },
};
