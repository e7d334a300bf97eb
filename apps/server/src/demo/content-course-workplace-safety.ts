import type { CourseContent } from './content-types.ts';

/**
 * Shows: a block with more questions than its limit (lesson 1), a lesson that draws a random subset of its
 * blocks (lesson 2) and a block linked from the knowledge base (the fire extinguisher).
 */
export const workplaceSafetyCourse: CourseContent = {
  code: 'WS-101',
  name: 'Workplace Safety',
  ingress:
    'The health, safety and environment basics every employee needs: hazards, fire safety, ergonomics and first aid.',
  body: '<p>A mandatory introduction to health, safety and environment at work. The course follows the employer’s duty to give every employee the training they need to work safely, and is renewed every year.</p>',
  certificateValidDays: 365,
  durationMinutes: 45,
  variant: {
    title: {
      en: 'Workplace Safety',
      nb: 'Sikkerhet på arbeidsplassen',
    },
    summary: {
      en: 'Learn to spot hazards, prevent fires, work ergonomically and act quickly when someone needs first aid.',
      nb: 'Lær å oppdage farer, forebygge brann, jobbe ergonomisk og handle raskt når noen trenger førstehjelp.',
    },
    shortDescription: {
      en: 'Health, safety and environment basics in three short lessons.',
      nb: 'Grunnleggende HMS i tre korte leksjoner.',
    },
    body: {
      en: '<p>Most accidents at work are preventable. This course gives you the knowledge to recognise risks in your daily work, to react correctly when the fire alarm goes off, and to help a colleague until professional help arrives.</p><h3>What you will learn</h3><ul><li>How to identify hazards and report incidents and near misses</li><li>How to prevent fires, use an extinguisher and evacuate safely</li><li>How to set up your workstation and give basic first aid</li></ul><p>Each lesson ends with a short quiz. You need to pass all three to receive your certificate, which is valid for one year.</p>',
      nb: '<p>De fleste ulykker på jobben kan forebygges. Dette kurset gir deg kunnskapen du trenger for å oppdage risiko i hverdagen, reagere riktig når brannalarmen går, og hjelpe en kollega til profesjonell hjelp er på plass.</p><h3>Dette lærer du</h3><ul><li>Hvordan du kartlegger farer og melder uønskede hendelser og nestenulykker</li><li>Hvordan du forebygger brann, bruker brannslukker og evakuerer trygt</li><li>Hvordan du innretter arbeidsplassen og gir grunnleggende førstehjelp</li></ul><p>Hver leksjon avsluttes med en kort quiz. Du må bestå alle tre for å få kursbeviset, som gjelder i ett år.</p>',
    },
  },
  lessons: [
    {
      title: { en: 'Hazards and risk assessment', nb: 'Farer og risikovurdering' },
      body: {
        en: '<p>A risk assessment is a simple, structured way of asking three questions: what can go wrong, how likely is it, and how bad would it be? Everyone takes part — the people doing the work know its hazards best.</p>',
        nb: '<p>En risikovurdering er en enkel og strukturert måte å stille tre spørsmål på: Hva kan gå galt, hvor sannsynlig er det, og hvor alvorlig ville det vært? Alle bidrar – de som gjør jobben, kjenner farene best.</p>',
      },
      passMark: 80,
      blocks: [
        {
          title: { en: 'Recognising hazards', nb: 'Gjenkjenne farer' },
          body: {
            en: '<p>A hazard is anything that can cause harm: a loose cable, a blocked exit, a slippery floor or a heavy box on a high shelf. Walk through your workplace with fresh eyes and note what you find.</p><p>Risk combines the <strong>likelihood</strong> that harm occurs with its <strong>consequence</strong>. Deal with the highest risks first.</p>',
            nb: '<p>En fare er alt som kan føre til skade: en løs ledning, en blokkert nødutgang, et glatt gulv eller en tung eske på en høy hylle. Gå gjennom arbeidsplassen med nye øyne og noter det du finner.</p><p>Risiko er en kombinasjon av <strong>sannsynligheten</strong> for at en skade skjer og <strong>konsekvensen</strong> av den. Ta tak i den høyeste risikoen først.</p>',
          },
          questionsLimit: 2,
          questions: [
            {
              text: {
                en: 'What is the first step in a risk assessment?',
                nb: 'Hva er første steg i en risikovurdering?',
              },
              hint: {
                en: 'You cannot control a risk you have not found.',
                nb: 'Du kan ikke håndtere en risiko du ikke har funnet.',
              },
              alternatives: [
                { text: { en: 'Identify the hazards', nb: 'Kartlegge farene' }, correct: true },
                { text: { en: 'Buy protective equipment', nb: 'Kjøpe inn verneutstyr' }, correct: false },
                { text: { en: 'Write the incident report', nb: 'Skrive avviksrapporten' }, correct: false },
                {
                  text: { en: 'Inform the insurance company', nb: 'Varsle forsikringsselskapet' },
                  correct: false,
                },
              ],
            },
            {
              text: {
                en: 'Which of these are physical hazards in an office?',
                nb: 'Hvilke av disse er fysiske farer på et kontor?',
              },
              alternatives: [
                {
                  text: { en: 'Loose cables across a walkway', nb: 'Løse ledninger over en gangvei' },
                  correct: true,
                },
                { text: { en: 'A blocked emergency exit', nb: 'En blokkert nødutgang' }, correct: true },
                {
                  text: { en: 'A colleague’s holiday plans', nb: 'En kollegas ferieplaner' },
                  correct: false,
                },
                {
                  text: { en: 'Poor lighting on the stairs', nb: 'Dårlig belysning i trappen' },
                  correct: true,
                },
              ],
            },
            {
              text: {
                en: 'Risk is usually assessed as a combination of…',
                nb: 'Risiko vurderes vanligvis som en kombinasjon av …',
              },
              hint: {
                en: 'Think of how often something could happen and how bad it would be.',
                nb: 'Tenk på hvor ofte noe kan skje, og hvor alvorlig det ville vært.',
              },
              alternatives: [
                {
                  text: { en: 'likelihood and consequence', nb: 'sannsynlighet og konsekvens' },
                  correct: true,
                },
                { text: { en: 'cost and time', nb: 'kostnad og tid' }, correct: false },
                {
                  text: {
                    en: 'the number of employees and the size of the building',
                    nb: 'antall ansatte og størrelsen på bygget',
                  },
                  correct: false,
                },
              ],
            },
          ],
        },
        {
          title: {
            en: 'Reporting incidents and near misses',
            nb: 'Melding av uønskede hendelser og nestenulykker',
          },
          body: {
            en: '<p>An incident is an event that caused harm or damage. A near miss is one that could have — and it is just as important to report. Use the incident form in the intranet, and make the area safe first if you can do so without risk.</p>',
            nb: '<p>En uønsket hendelse er noe som førte til skade. En nestenulykke er noe som kunne ha gjort det – og den er like viktig å melde. Bruk avviksskjemaet på intranettet, og sikre området først hvis du kan gjøre det uten risiko.</p>',
          },
          questions: [
            {
              text: {
                en: 'A colleague trips on a loose mat but is not hurt. What should you do?',
                nb: 'En kollega snubler i en løs matte, men blir ikke skadet. Hva bør du gjøre?',
              },
              hint: {
                en: 'Near misses are warnings that come for free.',
                nb: 'Nestenulykker er gratis advarsler.',
              },
              alternatives: [
                {
                  text: {
                    en: 'Secure the mat and report a near miss',
                    nb: 'Sikre matten og melde en nestenulykke',
                  },
                  correct: true,
                },
                {
                  text: { en: 'Nothing, since nobody was injured', nb: 'Ingenting, siden ingen ble skadet' },
                  correct: false,
                },
                {
                  text: { en: 'Wait and see if it happens again', nb: 'Vente og se om det skjer igjen' },
                  correct: false,
                },
              ],
            },
            {
              text: {
                en: 'Why is it important to report near misses?',
                nb: 'Hvorfor er det viktig å melde nestenulykker?',
              },
              alternatives: [
                {
                  text: {
                    en: 'They reveal hazards before someone gets hurt',
                    nb: 'De avdekker farer før noen blir skadet',
                  },
                  correct: true,
                },
                {
                  text: {
                    en: 'They help the company improve its routines',
                    nb: 'De hjelper bedriften å forbedre rutinene',
                  },
                  correct: true,
                },
                {
                  text: { en: 'They decide who gets a bonus', nb: 'De avgjør hvem som får bonus' },
                  correct: false,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: { en: 'Fire safety', nb: 'Brannvern' },
      body: {
        en: '<p>Fire spreads faster than most people expect: a room can be filled with toxic smoke within a few minutes. This lesson covers how to prevent fires, how to put out a small one, and how to get everyone out safely.</p><p>The quiz draws two of the lesson’s three topics at random, so read all of them.</p>',
        nb: '<p>Brann sprer seg raskere enn de fleste tror: Et rom kan være fylt av giftig røyk i løpet av få minutter. Denne leksjonen handler om hvordan du forebygger brann, slukker en mindre brann og får alle trygt ut.</p><p>Quizen trekker tilfeldig to av leksjonens tre temaer, så les alle.</p>',
      },
      passMark: 75,
      blocksAtRandom: true,
      blocksLimit: 2,
      blocks: [
        {
          title: { en: 'Preventing fires', nb: 'Forebygge brann' },
          body: {
            en: '<p>Many workplace fires start in electrical equipment. Switch off appliances at the end of the day, never chain extension leads, keep flammable material away from heat sources and report damaged cables or warm sockets at once.</p>',
            nb: '<p>Mange branner på arbeidsplassen starter i elektrisk utstyr. Slå av apparater når arbeidsdagen er over, koble aldri skjøteledninger etter hverandre, hold brennbart materiale unna varmekilder og meld straks fra om skadde ledninger eller varme stikkontakter.</p>',
          },
          questions: [
            {
              text: {
                en: 'Which of these habits reduces the risk of fire?',
                nb: 'Hvilken av disse vanene reduserer brannfaren?',
              },
              alternatives: [
                {
                  text: {
                    en: 'Switching off coffee makers and heaters at the end of the day',
                    nb: 'Å slå av kaffetraktere og varmeovner når arbeidsdagen er over',
                  },
                  correct: true,
                },
                {
                  text: {
                    en: 'Storing cardboard boxes next to the fuse box',
                    nb: 'Å lagre pappesker ved siden av sikringsskapet',
                  },
                  correct: false,
                },
                {
                  text: {
                    en: 'Connecting extension leads in a chain',
                    nb: 'Å koble skjøteledninger etter hverandre',
                  },
                  correct: false,
                },
              ],
            },
            {
              text: {
                en: 'Which of these are warning signs of an electrical fire hazard?',
                nb: 'Hvilke av disse er varseltegn på brannfare i elektrisk utstyr?',
              },
              alternatives: [
                {
                  text: {
                    en: 'A plug or socket that feels warm',
                    nb: 'En plugg eller stikkontakt som er varm',
                  },
                  correct: true,
                },
                { text: { en: 'A smell of burnt plastic', nb: 'Lukt av brent plast' }, correct: true },
                {
                  text: { en: 'A cable with damaged insulation', nb: 'En ledning med skadet isolasjon' },
                  correct: true,
                },
                { text: { en: 'A device with a CE mark', nb: 'Et apparat med CE-merking' }, correct: false },
              ],
            },
          ],
        },
        {
          key: 'fire-extinguisher',
          title: { en: 'Using a fire extinguisher', nb: 'Bruke brannslukker' },
          body: {
            en: '<p>Only fight a fire if it is small, you have a clear escape route behind you, and the alarm has been raised. Pull the pin, aim at the base of the flames, squeeze the handle and sweep from side to side.</p><p>Never use water on burning oil or fat — smother it with a fire blanket or a lid instead.</p>',
            nb: '<p>Slukk bare hvis brannen er liten, du har en fri rømningsvei bak deg og alarmen er utløst. Trekk ut splinten, rett slukkeren mot bunnen av flammene, klem på håndtaket og før strålen fra side til side.</p><p>Bruk aldri vann på brennende olje eller fett – kvel brannen med et brannteppe eller et lokk i stedet.</p>',
          },
          questions: [
            {
              text: {
                en: 'Where should you aim a fire extinguisher?',
                nb: 'Hvor skal du rette brannslukkeren?',
              },
              hint: {
                en: 'The fire burns where the fuel is, not at the tips of the flames.',
                nb: 'Brannen sitter der det brenner, ikke i flammetuppene.',
              },
              alternatives: [
                { text: { en: 'At the base of the flames', nb: 'Mot bunnen av flammene' }, correct: true },
                { text: { en: 'At the top of the flames', nb: 'Mot toppen av flammene' }, correct: false },
                { text: { en: 'At the smoke', nb: 'Mot røyken' }, correct: false },
              ],
            },
            {
              text: {
                en: 'What must you never use on burning cooking oil?',
                nb: 'Hva må du aldri bruke på brennende matolje?',
              },
              hint: {
                en: 'Burning oil sprays and flares up when this hits it.',
                nb: 'Brennende olje spruter og blusser opp når dette treffer den.',
              },
              alternatives: [
                { text: { en: 'Water', nb: 'Vann' }, correct: true },
                { text: { en: 'A fire blanket', nb: 'Et brannteppe' }, correct: false },
                { text: { en: 'A lid', nb: 'Et lokk' }, correct: false },
              ],
            },
          ],
        },
        {
          title: { en: 'Evacuation', nb: 'Evakuering' },
          body: {
            en: '<p>When the alarm sounds, leave at once by the nearest safe exit and go to the assembly point. Do not use the lift, close doors behind you if it is safe, and report to the person responsible so nobody is searched for in vain.</p>',
            nb: '<p>Når alarmen går, forlater du bygget med en gang gjennom nærmeste trygge utgang og går til møteplassen. Ikke bruk heisen, lukk dører etter deg hvis det er trygt, og meld deg for den ansvarlige slik at ingen leter etter deg unødvendig.</p>',
          },
          questions: [
            {
              text: {
                en: 'The fire alarm goes off. What do you do first?',
                nb: 'Brannalarmen går. Hva gjør du først?',
              },
              alternatives: [
                {
                  text: {
                    en: 'Leave by the nearest safe exit and go to the assembly point',
                    nb: 'Går ut gjennom nærmeste trygge utgang og til møteplassen',
                  },
                  correct: true,
                },
                {
                  text: {
                    en: 'Finish the task you are working on',
                    nb: 'Gjør ferdig oppgaven du holder på med',
                  },
                  correct: false,
                },
                {
                  text: { en: 'Take the lift to get out quickly', nb: 'Tar heisen for å komme raskt ut' },
                  correct: false,
                },
              ],
            },
            {
              text: {
                en: 'Which statements about evacuation are correct?',
                nb: 'Hvilke påstander om evakuering er riktige?',
              },
              alternatives: [
                {
                  text: { en: 'Never use the lift during a fire', nb: 'Bruk aldri heisen ved brann' },
                  correct: true,
                },
                {
                  text: {
                    en: 'Close doors behind you if it is safe',
                    nb: 'Lukk dører etter deg hvis det er trygt',
                  },
                  correct: true,
                },
                {
                  text: {
                    en: 'Go back for your belongings once you are outside',
                    nb: 'Gå tilbake etter eiendelene dine når du har kommet ut',
                  },
                  correct: false,
                },
                {
                  text: {
                    en: 'Report to the person responsible at the assembly point',
                    nb: 'Meld deg for den ansvarlige på møteplassen',
                  },
                  correct: true,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: { en: 'Ergonomics and first aid', nb: 'Ergonomi og førstehjelp' },
      body: {
        en: '<p>Strain injuries build up slowly, while emergencies happen in seconds. This lesson covers both: how to set up a workstation that your body can live with, and what to do in the first minutes after an accident.</p>',
        nb: '<p>Belastningsskader bygger seg opp sakte, mens akutte situasjoner skjer på sekunder. Denne leksjonen handler om begge deler: hvordan du innretter en arbeidsplass kroppen din har godt av, og hva du gjør de første minuttene etter en ulykke.</p>',
      },
      passMark: 70,
      blocks: [
        {
          title: { en: 'Working posture', nb: 'Arbeidsstilling' },
          body: {
            en: '<p>Place the screen an arm’s length away with its top edge at or slightly below eye level. Keep your shoulders relaxed and your forearms supported. Vary your position through the day and take a short break from the screen about every hour.</p>',
            nb: '<p>Plasser skjermen en armlengde unna, med overkanten i eller litt under øyehøyde. Hold skuldrene avslappet og underarmene avlastet. Varier arbeidsstillingen gjennom dagen, og ta en kort pause fra skjermen omtrent hver time.</p>',
          },
          questions: [
            {
              text: { en: 'How should your screen be placed?', nb: 'Hvordan bør skjermen plasseres?' },
              alternatives: [
                {
                  text: {
                    en: 'With its top edge at or slightly below eye level',
                    nb: 'Med overkanten i eller litt under øyehøyde',
                  },
                  correct: true,
                },
                { text: { en: 'As high as possible', nb: 'Så høyt som mulig' }, correct: false },
                { text: { en: 'Flat on the desk', nb: 'Flatt på pulten' }, correct: false },
              ],
            },
            {
              text: {
                en: 'How often should you take a short break from screen work?',
                nb: 'Hvor ofte bør du ta en kort pause fra skjermarbeid?',
              },
              hint: {
                en: 'Short, frequent breaks work better than long, rare ones.',
                nb: 'Korte, hyppige pauser fungerer bedre enn lange og sjeldne.',
              },
              alternatives: [
                { text: { en: 'About every hour', nb: 'Omtrent hver time' }, correct: true },
                { text: { en: 'Only at lunch', nb: 'Bare i lunsjen' }, correct: false },
                { text: { en: 'Once a week', nb: 'Én gang i uken' }, correct: false },
              ],
            },
          ],
        },
        {
          title: { en: 'First aid basics', nb: 'Grunnleggende førstehjelp' },
          body: {
            en: '<p>Secure the scene, check whether the person responds and breathes normally, and call for help. In Norway the medical emergency number is <strong>113</strong>. If an adult is not breathing normally, start chest compressions and have someone fetch the nearest defibrillator.</p>',
            nb: '<p>Sikre skadestedet, sjekk om personen reagerer og puster normalt, og tilkall hjelp. Nødnummeret for medisinsk nødhjelp i Norge er <strong>113</strong>. Hvis en voksen ikke puster normalt, starter du brystkompresjoner og ber noen hente nærmeste hjertestarter.</p>',
          },
          questions: [
            {
              text: {
                en: 'What is the emergency number for medical help in Norway?',
                nb: 'Hva er nødnummeret for medisinsk nødhjelp i Norge?',
              },
              hint: {
                en: '110 is the fire service and 112 the police.',
                nb: '110 er brannvesenet og 112 politiet.',
              },
              alternatives: [
                { text: { en: '113', nb: '113' }, correct: true },
                { text: { en: '110', nb: '110' }, correct: false },
                { text: { en: '112', nb: '112' }, correct: false },
              ],
            },
            {
              text: {
                en: 'An adult collapses and is not breathing normally. What should you do?',
                nb: 'En voksen faller om og puster ikke normalt. Hva skal du gjøre?',
              },
              alternatives: [
                { text: { en: 'Call 113', nb: 'Ringe 113' }, correct: true },
                { text: { en: 'Start chest compressions', nb: 'Starte brystkompresjoner' }, correct: true },
                {
                  text: {
                    en: 'Fetch a defibrillator, or ask someone to',
                    nb: 'Hente en hjertestarter, eller be noen gjøre det',
                  },
                  correct: true,
                },
                {
                  text: { en: 'Wait until the person wakes up', nb: 'Vente til personen våkner' },
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
