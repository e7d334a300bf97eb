import type { CourseContent } from './content-types.ts';

/** Shows: a longer certificate validity and a second block with more questions than its limit (phishing). */
export const informationSecurityCourse: CourseContent = {
  code: 'IS-201',
  name: 'Information Security Basics',
  ingress:
    'Passwords, phishing and the safe handling of information — the everyday habits that protect the company and its customers.',
  body: '<p>Most security breaches start with a person, not a machine. This course gives every employee the habits that stop the common attacks, and is renewed every two years.</p>',
  certificateValidDays: 730,
  durationMinutes: 40,
  variant: {
    title: {
      en: 'Information Security Basics',
      nb: 'Grunnleggende informasjonssikkerhet',
    },
    summary: {
      en: 'Protect your accounts, recognise phishing and handle customer and personal data with care.',
      nb: 'Beskytt kontoene dine, gjenkjenn phishing og håndter kunde- og personopplysninger med omhu.',
    },
    shortDescription: {
      en: 'Everyday security habits in three lessons.',
      nb: 'Sikkerhetsvaner for hverdagen i tre leksjoner.',
    },
    body: {
      en: '<p>Attackers rarely break through firewalls; they trick someone into opening the door. This course shows you the tricks they use and the simple habits that defeat them.</p><h3>What you will learn</h3><ul><li>How to choose strong passwords and why multi-factor authentication matters</li><li>How to recognise a phishing e-mail and what to do if you clicked</li><li>How to classify information and protect personal data, also outside the office</li></ul><p>The certificate is valid for two years.</p>',
      nb: '<p>Angripere bryter sjelden gjennom brannmurer; de lurer noen til å åpne døren. Dette kurset viser deg triksene de bruker, og de enkle vanene som stopper dem.</p><h3>Dette lærer du</h3><ul><li>Hvordan du velger sterke passord, og hvorfor flerfaktorautentisering er viktig</li><li>Hvordan du gjenkjenner en phishing-e-post, og hva du gjør hvis du har klikket</li><li>Hvordan du klassifiserer informasjon og beskytter personopplysninger, også utenfor kontoret</li></ul><p>Kursbeviset gjelder i to år.</p>',
    },
  },
  lessons: [
    {
      title: { en: 'Passwords and authentication', nb: 'Passord og autentisering' },
      body: {
        en: '<p>Your password is the key to everything you have access to at work. A stolen key is only useful to an attacker if it works — multi-factor authentication makes sure it does not work alone.</p>',
        nb: '<p>Passordet ditt er nøkkelen til alt du har tilgang til på jobben. En stjålet nøkkel er bare nyttig for en angriper hvis den virker – flerfaktorautentisering sørger for at den ikke virker alene.</p>',
      },
      passMark: 80,
      blocks: [
        {
          title: { en: 'Strong passwords', nb: 'Sterke passord' },
          body: {
            en: '<p>Length beats complexity: a passphrase of four or five unrelated words is both stronger and easier to remember than a short password full of symbols. Use a different password for every service and let a password manager remember them for you.</p>',
            nb: '<p>Lengde slår kompleksitet: En passordfrase med fire eller fem ord som ikke henger sammen, er både sterkere og lettere å huske enn et kort passord fullt av spesialtegn. Bruk forskjellige passord for hver tjeneste, og la en passordbehandler huske dem for deg.</p>',
          },
          questions: [
            {
              text: { en: 'Which password is the strongest?', nb: 'Hvilket passord er sterkest?' },
              hint: { en: 'Length beats complexity.', nb: 'Lengde slår kompleksitet.' },
              alternatives: [
                {
                  text: { en: 'blue-kettle-sings-under-bridges', nb: 'blå-kjele-synger-under-broer' },
                  correct: true,
                },
                { text: { en: 'Summer2025!', nb: 'Sommer2025!' }, correct: false },
                { text: { en: 'P@ssw0rd', nb: 'P@ssord1' }, correct: false },
              ],
            },
            {
              text: {
                en: 'Which of these are good password habits?',
                nb: 'Hvilke av disse er gode passordvaner?',
              },
              alternatives: [
                {
                  text: { en: 'Using a password manager', nb: 'Å bruke en passordbehandler' },
                  correct: true,
                },
                {
                  text: {
                    en: 'Using a different password for every service',
                    nb: 'Å bruke forskjellige passord for hver tjeneste',
                  },
                  correct: true,
                },
                {
                  text: {
                    en: 'Sharing your password with your manager when asked',
                    nb: 'Å dele passordet med lederen din når du blir spurt',
                  },
                  correct: false,
                },
                {
                  text: {
                    en: 'Writing it on a note under the keyboard',
                    nb: 'Å skrive det på en lapp under tastaturet',
                  },
                  correct: false,
                },
              ],
            },
          ],
        },
        {
          title: { en: 'Multi-factor authentication', nb: 'Flerfaktorautentisering' },
          body: {
            en: '<p>Multi-factor authentication combines something you know (the password) with something you have or are: a code on your phone, a security key or your fingerprint. If you receive an approval request you did not start, someone already has your password — deny it and tell IT.</p>',
            nb: '<p>Flerfaktorautentisering kombinerer noe du vet (passordet) med noe du har eller er: en kode på telefonen, en sikkerhetsnøkkel eller fingeravtrykket ditt. Får du en forespørsel om godkjenning du ikke har startet selv, har noen allerede passordet ditt – avvis den og si fra til IT.</p>',
          },
          questions: [
            {
              text: {
                en: 'What does multi-factor authentication add to a password?',
                nb: 'Hva legger flerfaktorautentisering til i tillegg til passordet?',
              },
              alternatives: [
                {
                  text: {
                    en: 'Something you have or are, such as a phone or a fingerprint',
                    nb: 'Noe du har eller er, for eksempel en telefon eller et fingeravtrykk',
                  },
                  correct: true,
                },
                {
                  text: { en: 'A second, longer password', nb: 'Et ekstra, lengre passord' },
                  correct: false,
                },
                {
                  text: {
                    en: 'A security question about your first pet',
                    nb: 'Et sikkerhetsspørsmål om ditt første kjæledyr',
                  },
                  correct: false,
                },
              ],
            },
            {
              text: {
                en: 'Your phone asks you to approve a sign-in you did not start. What do you do?',
                nb: 'Telefonen ber deg godkjenne en innlogging du ikke har startet. Hva gjør du?',
              },
              hint: {
                en: 'Someone may already know your password.',
                nb: 'Noen kan allerede kjenne passordet ditt.',
              },
              alternatives: [
                {
                  text: { en: 'Deny it and report it to IT', nb: 'Avviser den og melder fra til IT' },
                  correct: true,
                },
                {
                  text: {
                    en: 'Approve it so the requests stop',
                    nb: 'Godkjenner den så forespørslene stopper',
                  },
                  correct: false,
                },
                { text: { en: 'Ignore it', nb: 'Ignorerer den' }, correct: false },
              ],
            },
          ],
        },
      ],
    },
    {
      title: { en: 'Recognising phishing', nb: 'Gjenkjenne phishing' },
      body: {
        en: '<p>Phishing e-mails try to make you click, pay or share a password before you have time to think. They are getting better: perfect language and a familiar logo prove nothing. Learn the signs, and learn that it is always fine to double-check.</p>',
        nb: '<p>Phishing-e-poster prøver å få deg til å klikke, betale eller dele et passord før du rekker å tenke deg om. De blir stadig bedre: Feilfritt språk og en kjent logo beviser ingenting. Lær deg tegnene, og husk at det alltid er lov å dobbeltsjekke.</p>',
      },
      passMark: 80,
      blocks: [
        {
          title: { en: 'Suspicious e-mails', nb: 'Mistenkelige e-poster' },
          body: {
            en: '<p>Watch for urgency (“your account will be closed today”), a sender address that does not match the organisation, links whose real address differs from the text, and unexpected requests to pay or to confirm a password. Changed bank details on an invoice must always be confirmed by phone, on a number you already know.</p>',
            nb: '<p>Se etter hastverk («kontoen din stenges i dag»), en avsenderadresse som ikke stemmer med virksomheten, lenker der den egentlige adressen er en annen enn teksten, og uventede forespørsler om å betale eller bekrefte et passord. Endrede kontoopplysninger på en faktura skal alltid bekreftes per telefon, på et nummer du allerede kjenner.</p>',
          },
          questionsLimit: 2,
          questions: [
            {
              text: {
                en: 'Which of these are typical signs of a phishing e-mail?',
                nb: 'Hvilke av disse er typiske tegn på en phishing-e-post?',
              },
              alternatives: [
                {
                  text: { en: 'Pressure to act immediately', nb: 'Press om å handle umiddelbart' },
                  correct: true,
                },
                {
                  text: {
                    en: 'A sender address that does not match the company',
                    nb: 'En avsenderadresse som ikke stemmer med bedriften',
                  },
                  correct: true,
                },
                {
                  text: {
                    en: 'A request to confirm your password through a link',
                    nb: 'En forespørsel om å bekrefte passordet via en lenke',
                  },
                  correct: true,
                },
                {
                  text: {
                    en: 'A colleague confirming a meeting you booked together',
                    nb: 'En kollega som bekrefter et møte dere har avtalt',
                  },
                  correct: false,
                },
              ],
            },
            {
              text: {
                en: 'How can you check where a link really leads?',
                nb: 'Hvordan kan du sjekke hvor en lenke egentlig fører?',
              },
              alternatives: [
                {
                  text: {
                    en: 'Hover over it and read the address before clicking',
                    nb: 'Holde musepekeren over den og lese adressen før du klikker',
                  },
                  correct: true,
                },
                {
                  text: { en: 'Click it and see what happens', nb: 'Klikke og se hva som skjer' },
                  correct: false,
                },
                {
                  text: { en: 'Reply to the sender and ask', nb: 'Svare avsenderen og spørre' },
                  correct: false,
                },
              ],
            },
            {
              text: {
                en: 'An invoice from a known supplier asks you to pay to a new bank account. What do you do?',
                nb: 'En faktura fra en kjent leverandør ber deg betale til et nytt kontonummer. Hva gjør du?',
              },
              hint: {
                en: 'The fraudster controls every contact detail in their own e-mail.',
                nb: 'Svindleren kontrollerer alle kontaktopplysningene i sin egen e-post.',
              },
              alternatives: [
                {
                  text: {
                    en: 'Confirm the change by calling the supplier on a number you already know',
                    nb: 'Bekrefter endringen ved å ringe leverandøren på et nummer du allerede kjenner',
                  },
                  correct: true,
                },
                {
                  text: {
                    en: 'Pay it, since the supplier is known',
                    nb: 'Betaler, siden leverandøren er kjent',
                  },
                  correct: false,
                },
                {
                  text: {
                    en: 'Call the number given in the e-mail',
                    nb: 'Ringer nummeret som står i e-posten',
                  },
                  correct: false,
                },
              ],
            },
          ],
        },
        {
          title: { en: 'When in doubt', nb: 'Når du er i tvil' },
          body: {
            en: '<p>Everybody clicks on something sooner or later. What matters is what happens next: change your password at once and tell IT. Reporting quickly limits the damage, and nobody is blamed for reporting.</p>',
            nb: '<p>Alle klikker på noe før eller siden. Det viktige er hva som skjer etterpå: Bytt passord med en gang og si fra til IT. Rask varsling begrenser skaden, og ingen får skylden for å si fra.</p>',
          },
          questions: [
            {
              text: {
                en: 'You entered your password on a page before noticing it was fake. What now?',
                nb: 'Du skrev inn passordet på en side før du oppdaget at den var falsk. Hva nå?',
              },
              hint: {
                en: 'Reporting quickly limits the damage.',
                nb: 'Rask varsling begrenser skaden.',
              },
              alternatives: [
                {
                  text: {
                    en: 'Change the password at once and tell IT',
                    nb: 'Bytte passord straks og si fra til IT',
                  },
                  correct: true,
                },
                { text: { en: 'Hope nobody noticed', nb: 'Håpe at ingen merket noe' }, correct: false },
                {
                  text: { en: 'Delete the e-mail and move on', nb: 'Slette e-posten og gå videre' },
                  correct: false,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: { en: 'Handling sensitive information', nb: 'Håndtering av sensitiv informasjon' },
      body: {
        en: '<p>Customer lists, contracts and personal data are valuable — to us and to criminals. The privacy regulation (GDPR) requires us to protect personal data, wherever we happen to be working.</p>',
        nb: '<p>Kundelister, kontrakter og personopplysninger er verdifulle – for oss og for kriminelle. Personvernforordningen (GDPR) krever at vi beskytter personopplysninger, uansett hvor vi jobber fra.</p>',
      },
      passMark: 75,
      blocks: [
        {
          title: { en: 'Classifying information', nb: 'Klassifisering av informasjon' },
          body: {
            en: '<p>Information is <em>open</em>, <em>internal</em>, <em>confidential</em> or <em>strictly confidential</em>. Anything that can identify a person — a name, an e-mail address, a national identity number, a photo — is personal data and is never open.</p>',
            nb: '<p>Informasjon er <em>åpen</em>, <em>intern</em>, <em>fortrolig</em> eller <em>strengt fortrolig</em>. Alt som kan identifisere en person – et navn, en e-postadresse, et fødselsnummer, et bilde – er personopplysninger og er aldri åpent.</p>',
          },
          questions: [
            {
              text: {
                en: 'A customer list with names and phone numbers is…',
                nb: 'En kundeliste med navn og telefonnumre er …',
              },
              alternatives: [
                {
                  text: {
                    en: 'internal information that must be protected',
                    nb: 'intern informasjon som må beskyttes',
                  },
                  correct: true,
                },
                {
                  text: { en: 'open information anyone may read', nb: 'åpen informasjon som alle kan lese' },
                  correct: false,
                },
                {
                  text: {
                    en: 'not sensitive, because the numbers are public anyway',
                    nb: 'ikke sensitiv, fordi numrene uansett er offentlige',
                  },
                  correct: false,
                },
              ],
            },
            {
              text: { en: 'Which of these are personal data?', nb: 'Hvilke av disse er personopplysninger?' },
              alternatives: [
                { text: { en: 'An e-mail address', nb: 'En e-postadresse' }, correct: true },
                { text: { en: 'A national identity number', nb: 'Et fødselsnummer' }, correct: true },
                {
                  text: { en: 'The company’s opening hours', nb: 'Bedriftens åpningstider' },
                  correct: false,
                },
                { text: { en: 'A photo of an employee', nb: 'Et bilde av en ansatt' }, correct: true },
              ],
            },
          ],
        },
        {
          title: { en: 'Working safely outside the office', nb: 'Trygt arbeid utenfor kontoret' },
          body: {
            en: '<p>On the train, in a café or at a customer’s premises, other people can see your screen and listen to your calls. Use a privacy filter, lock the screen whenever you step away, and connect through your own mobile hotspot or the company VPN rather than open Wi-Fi.</p>',
            nb: '<p>På toget, på kafé eller hos en kunde kan andre se skjermen din og høre samtalene dine. Bruk personvernfilter, lås skjermen hver gang du går fra den, og koble til via din egen mobile delingssone eller bedriftens VPN i stedet for åpne trådløse nett.</p>',
          },
          questions: [
            {
              text: {
                en: 'You are working on the train. How do you protect your screen?',
                nb: 'Du jobber på toget. Hvordan beskytter du skjermen?',
              },
              alternatives: [
                {
                  text: {
                    en: 'Use a privacy filter and lock the screen when you leave it',
                    nb: 'Bruker personvernfilter og låser skjermen når jeg går fra den',
                  },
                  correct: true,
                },
                { text: { en: 'Turn up the brightness', nb: 'Skrur opp lysstyrken' }, correct: false },
                {
                  text: {
                    en: 'Nothing — the other passengers are strangers',
                    nb: 'Ingenting – de andre passasjerene er fremmede',
                  },
                  correct: false,
                },
              ],
            },
            {
              text: {
                en: 'Which connection should you use for work on the move?',
                nb: 'Hvilken tilkobling bør du bruke når du jobber på farten?',
              },
              alternatives: [
                {
                  text: {
                    en: 'Your own mobile hotspot or the company VPN',
                    nb: 'Din egen mobile delingssone eller bedriftens VPN',
                  },
                  correct: true,
                },
                {
                  text: {
                    en: 'Any open Wi-Fi with a good signal',
                    nb: 'Et hvilket som helst åpent trådløst nett med godt signal',
                  },
                  correct: false,
                },
                {
                  text: {
                    en: 'The network called “Free_Airport_WiFi”',
                    nb: 'Nettet som heter «Free_Airport_WiFi»',
                  },
                  correct: false,
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
