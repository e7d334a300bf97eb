import type { CourseContent } from './content-types.ts';

/** Shows: a course whose certificate never expires, with two lessons. */
export const customerServiceCourse: CourseContent = {
  code: 'CS-301',
  name: 'Customer Service Excellence',
  ingress:
    'Conversations that build trust: active listening, clear language and complaints handled so well that customers stay.',
  body: '<p>For everyone who talks to customers by phone, chat or face to face. The certificate does not expire.</p>',
  certificateValidDays: null,
  durationMinutes: 30,
  variant: {
    title: {
      en: 'Customer Service Excellence',
      nb: 'Fremragende kundeservice',
    },
    summary: {
      en: 'Listen actively, communicate clearly and turn complaints into loyal customers.',
      nb: 'Lytt aktivt, kommuniser tydelig og gjør klager om til lojale kunder.',
    },
    shortDescription: {
      en: 'Better customer conversations in two lessons.',
      nb: 'Bedre kundesamtaler i to leksjoner.',
    },
    body: {
      en: '<p>Customers remember how they were treated long after they have forgotten what the problem was. This course gives you practical techniques for the everyday conversation and for the difficult one.</p><h3>What you will learn</h3><ul><li>How to listen actively and ask questions that get to the point</li><li>How to communicate clearly and end a conversation with a plan</li><li>How to handle a complaint and follow it up</li></ul>',
      nb: '<p>Kundene husker hvordan de ble behandlet, lenge etter at de har glemt hva problemet var. Dette kurset gir deg praktiske teknikker for den vanlige samtalen og for den vanskelige.</p><h3>Dette lærer du</h3><ul><li>Hvordan du lytter aktivt og stiller spørsmål som får frem det viktige</li><li>Hvordan du kommuniserer tydelig og avslutter en samtale med en plan</li><li>Hvordan du håndterer en klage og følger den opp</li></ul>',
    },
  },
  lessons: [
    {
      title: { en: 'The customer conversation', nb: 'Kundesamtalen' },
      body: {
        en: '<p>A good conversation has a structure: open warmly, find out what the customer really needs, agree on a solution and close with a clear next step.</p>',
        nb: '<p>En god samtale har en struktur: Åpne vennlig, finn ut hva kunden egentlig trenger, bli enige om en løsning og avslutt med et tydelig neste steg.</p>',
      },
      passMark: 70,
      blocks: [
        {
          title: { en: 'Active listening', nb: 'Aktiv lytting' },
          body: {
            en: '<p>Active listening means giving the customer your full attention, asking open questions (“what happened when…?”) and summarising what you heard before you suggest a solution. It prevents misunderstandings and shows that you take the customer seriously.</p>',
            nb: '<p>Aktiv lytting betyr å gi kunden full oppmerksomhet, stille åpne spørsmål («hva skjedde da …?») og oppsummere det du har hørt før du foreslår en løsning. Det forebygger misforståelser og viser at du tar kunden på alvor.</p>',
          },
          questions: [
            {
              text: {
                en: 'Which behaviours show active listening?',
                nb: 'Hvilken atferd viser aktiv lytting?',
              },
              alternatives: [
                {
                  text: { en: 'Summarising what the customer said', nb: 'Å oppsummere det kunden har sagt' },
                  correct: true,
                },
                {
                  text: { en: 'Asking open follow-up questions', nb: 'Å stille åpne oppfølgingsspørsmål' },
                  correct: true,
                },
                {
                  text: {
                    en: 'Interrupting with the solution as soon as you guess it',
                    nb: 'Å avbryte med løsningen så snart du tror du vet den',
                  },
                  correct: false,
                },
                {
                  text: {
                    en: 'Answering other e-mails while the customer talks',
                    nb: 'Å svare på andre e-poster mens kunden snakker',
                  },
                  correct: false,
                },
              ],
            },
            {
              text: {
                en: 'Which of these is an open question?',
                nb: 'Hvilket av disse er et åpent spørsmål?',
              },
              hint: {
                en: 'Open questions cannot be answered with yes or no.',
                nb: 'Åpne spørsmål kan ikke besvares med ja eller nei.',
              },
              alternatives: [
                {
                  text: {
                    en: '“What happened when you tried to log in?”',
                    nb: '«Hva skjedde da du prøvde å logge inn?»',
                  },
                  correct: true,
                },
                { text: { en: '“Did you try to log in?”', nb: '«Prøvde du å logge inn?»' }, correct: false },
                { text: { en: '“Is it broken?”', nb: '«Er den ødelagt?»' }, correct: false },
              ],
            },
          ],
        },
        {
          title: { en: 'Clear communication', nb: 'Tydelig kommunikasjon' },
          body: {
            en: '<p>Use the customer’s words rather than internal jargon, check that you have understood, and end every conversation by confirming what will happen next and when.</p>',
            nb: '<p>Bruk kundens ord i stedet for intern sjargong, sjekk at du har forstått, og avslutt hver samtale med å bekrefte hva som skjer videre, og når.</p>',
          },
          questions: [
            {
              text: {
                en: 'A customer uses a term you do not understand. What do you do?',
                nb: 'En kunde bruker et uttrykk du ikke forstår. Hva gjør du?',
              },
              alternatives: [
                {
                  text: { en: 'Ask them to explain what they mean', nb: 'Ber kunden forklare hva de mener' },
                  correct: true,
                },
                { text: { en: 'Pretend you understand', nb: 'Later som jeg forstår' }, correct: false },
                { text: { en: 'Change the subject', nb: 'Bytter tema' }, correct: false },
              ],
            },
            {
              text: {
                en: 'What is the best way to end a conversation?',
                nb: 'Hva er den beste måten å avslutte en samtale på?',
              },
              alternatives: [
                {
                  text: {
                    en: 'Confirm what will happen next, and when',
                    nb: 'Bekrefte hva som skjer videre, og når',
                  },
                  correct: true,
                },
                {
                  text: { en: 'Thank them and hang up quickly', nb: 'Takke og legge på raskt' },
                  correct: false,
                },
                {
                  text: { en: 'Ask them to call back later', nb: 'Be kunden ringe tilbake senere' },
                  correct: false,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: { en: 'Handling complaints', nb: 'Håndtering av klager' },
      body: {
        en: '<p>A complaint is a customer giving you a second chance. Handled well, it builds more loyalty than a sale that went smoothly.</p>',
        nb: '<p>En klage er en kunde som gir deg en ny sjanse. Håndtert godt bygger den mer lojalitet enn et salg som gikk knirkefritt.</p>',
      },
      passMark: 75,
      blocks: [
        {
          title: { en: 'The complaint process', nb: 'Klageprosessen' },
          body: {
            en: '<p>Listen without interrupting, acknowledge the problem, apologise on behalf of the company and say what you will do to put it right. Keep the promise small and certain rather than big and vague.</p>',
            nb: '<p>Lytt uten å avbryte, anerkjenn problemet, be om unnskyldning på vegne av bedriften og si hva du vil gjøre for å rette det opp. Gi heller et lite og sikkert løfte enn et stort og vagt.</p>',
          },
          questions: [
            {
              text: {
                en: 'What should you do first when a customer complains?',
                nb: 'Hva bør du gjøre først når en kunde klager?',
              },
              hint: {
                en: 'People need to feel heard before they can hear a solution.',
                nb: 'Folk må føle seg hørt før de kan ta imot en løsning.',
              },
              alternatives: [
                {
                  text: { en: 'Listen and acknowledge the problem', nb: 'Lytte og anerkjenne problemet' },
                  correct: true,
                },
                {
                  text: {
                    en: 'Explain why it is not your fault',
                    nb: 'Forklare hvorfor det ikke er din feil',
                  },
                  correct: false,
                },
                {
                  text: { en: 'Offer a discount straight away', nb: 'Tilby rabatt med en gang' },
                  correct: false,
                },
              ],
            },
            {
              text: { en: 'What belongs in a good apology?', nb: 'Hva hører med i en god unnskyldning?' },
              alternatives: [
                {
                  text: {
                    en: 'Taking responsibility on behalf of the company',
                    nb: 'Å ta ansvar på vegne av bedriften',
                  },
                  correct: true,
                },
                {
                  text: {
                    en: 'Saying what you will do to put it right',
                    nb: 'Å si hva du vil gjøre for å rette det opp',
                  },
                  correct: true,
                },
                { text: { en: 'Blaming a colleague', nb: 'Å gi en kollega skylden' }, correct: false },
              ],
            },
          ],
        },
        {
          title: { en: 'Following up', nb: 'Oppfølging' },
          body: {
            en: '<p>Call back when you said you would, even if you have no answer yet — a status and a new time keep the customer’s trust. Log every complaint, small ones included: patterns show where products and routines need to improve.</p>',
            nb: '<p>Ring tilbake når du har lovet det, også hvis du ikke har et svar ennå – en status og et nytt tidspunkt bevarer kundens tillit. Registrer alle klager, også de små: Mønstrene viser hvor produkter og rutiner må forbedres.</p>',
          },
          questions: [
            {
              text: {
                en: 'You promised to call back today, but you do not have an answer yet. What do you do?',
                nb: 'Du har lovet å ringe tilbake i dag, men har ikke et svar ennå. Hva gjør du?',
              },
              alternatives: [
                {
                  text: {
                    en: 'Call as agreed, give a status and a new time',
                    nb: 'Ringer som avtalt og gir en status og et nytt tidspunkt',
                  },
                  correct: true,
                },
                {
                  text: { en: 'Wait until you have the answer', nb: 'Venter til jeg har svaret' },
                  correct: false,
                },
                {
                  text: {
                    en: 'Pass the case to a colleague without telling the customer',
                    nb: 'Sender saken til en kollega uten å si fra til kunden',
                  },
                  correct: false,
                },
              ],
            },
            {
              text: {
                en: 'Why log every complaint, even the small ones?',
                nb: 'Hvorfor registrere alle klager, også de små?',
              },
              alternatives: [
                {
                  text: {
                    en: 'Patterns show where products and routines must improve',
                    nb: 'Mønstre viser hvor produkter og rutiner må forbedres',
                  },
                  correct: true,
                },
                {
                  text: { en: 'To have evidence against the customer', nb: 'For å ha bevis mot kunden' },
                  correct: false,
                },
                {
                  text: {
                    en: 'Because the system requires a case number',
                    nb: 'Fordi systemet krever et saksnummer',
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
